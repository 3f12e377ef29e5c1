/*
 * A QEMU TCG plugin that counts the guest instructions a user-mode process executes, and prints
 * the total on standard error when the process exits ("qemu-instructions: N"). What callgrind is to
 * x86-64 in Scripts/callgrind.sh, this is to aarch64 in Scripts/qemu-count.sh: an exact count of
 * retired instructions, the same for the same binary and input whatever the machine does, which
 * says nothing of cycles (no caches, no pipeline, no branch predictor are modelled).
 *
 *   cc -shared -fPIC -O2 -o qemu-instructions.so qemu-instructions.c
 *   qemu-aarch64 -plugin ./qemu-instructions.so -L SYSROOT BINARY ARGUMENTS...
 *
 * Written against the plugin interface of Debian 12's qemu-user 7.2 (plugin API version 1): each
 * translated block registers a callback that adds its instruction count when the block runs. Only
 * the few entry points used are declared here, so that no QEMU header is needed to build it.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define EXPORTED __attribute__((visibility("default")))

typedef uint64_t PluginID;
struct qemu_plugin_tb; /* a translated block, opaque */
struct qemu_info_t;    /* what QEMU tells the plugin at install, unused */

enum { CallbackReadsNoRegisters = 0 };

/* QEMU's side of the interface (resolved in the qemu-aarch64 executable when the plugin loads). */
extern void qemu_plugin_register_vcpu_tb_trans_cb(PluginID id,
                                                  void (*translated)(PluginID, struct qemu_plugin_tb *));
extern void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *block,
                                                 void (*executed)(unsigned int vcpu, void *data),
                                                 int flags, void *data);
extern size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *block);
extern void qemu_plugin_register_atexit_cb(PluginID id, void (*atExit)(PluginID, void *), void *data);

/* The plugin's side: the interface version it was written for, and its entry point. */
EXPORTED int qemu_plugin_version = 1;

static uint64_t executedInstructions;

static void blockExecuted(unsigned int vcpu, void *instructions) {
  (void)vcpu;
  __atomic_fetch_add(&executedInstructions, (uint64_t)(uintptr_t)instructions, __ATOMIC_RELAXED);
}

static void blockTranslated(PluginID id, struct qemu_plugin_tb *block) {
  (void)id;
  size_t instructions = qemu_plugin_tb_n_insns(block);
  qemu_plugin_register_vcpu_tb_exec_cb(block, blockExecuted, CallbackReadsNoRegisters,
                                       (void *)(uintptr_t)instructions);
}

static void processExits(PluginID id, void *data) {
  (void)id;
  (void)data;
  fprintf(stderr, "qemu-instructions: %llu\n",
          (unsigned long long)__atomic_load_n(&executedInstructions, __ATOMIC_RELAXED));
}

EXPORTED int qemu_plugin_install(PluginID id, const struct qemu_info_t *info, int argc, char **argv) {
  (void)info;
  (void)argc;
  (void)argv;
  qemu_plugin_register_vcpu_tb_trans_cb(id, blockTranslated);
  qemu_plugin_register_atexit_cb(id, processExits, NULL);
  return 0;
}
