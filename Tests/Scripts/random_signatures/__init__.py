"""The generator of the random-signature fixtures, run by ../generate_random_signatures.py."""
