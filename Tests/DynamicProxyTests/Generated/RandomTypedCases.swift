// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Tests/Scripts/generate_random_signatures.py (it writes
// Tests/CFixtures/Generated/random_signatures.c and
// Tests/CFixtures/include/CFixturesRandom.h as well; `--check` verifies all three).
//
// The typed variants of the random-signature cases: 520 of 520 cases as
// typed methods of the Swift types their C types import as, for TypedRandomSignatureTests;
// 0 skipped (types Swift can not write).
// Off x86-64, the 137 with a long double argument or return (Float80, x86-64's
// type) are compiled out.
//
// The structs passed and returned by value are TypeEncodable through their encodings.

// swift-format-ignore-file

import CFixtures
import DynamicProxy

extension CFixtures_r0_a: TypeEncodable {
  /// `{r0_a=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r0_a=ff}")
}
extension CFixtures_r0_b: TypeEncodable {
  /// `{r0_b=S}`.
  public static let typeEncoding = try! TypeEncoding("{r0_b=S}")
}
extension CFixtures_r0_c: TypeEncodable {
  /// `{r0_c=[3^v]d}`.
  public static let typeEncoding = try! TypeEncoding("{r0_c=[3^v]d}")
}
extension CFixtures_r2_a: TypeEncodable {
  /// `{r2_a=C[1B]}`.
  public static let typeEncoding = try! TypeEncoding("{r2_a=C[1B]}")
}
extension CFixtures_r3_a: TypeEncodable {
  /// `{r3_a=[4f]dI}`.
  public static let typeEncoding = try! TypeEncoding("{r3_a=[4f]dI}")
}
extension CFixtures_r4_a: TypeEncodable {
  /// `{r4_a=B}`.
  public static let typeEncoding = try! TypeEncoding("{r4_a=B}")
}
extension CFixtures_r4_c: TypeEncodable {
  /// `{r4_c={r4_b=[1C]d}qd}`.
  public static let typeEncoding = try! TypeEncoding("{r4_c={r4_b=[1C]d}qd}")
}
extension CFixtures_r4_d: TypeEncodable {
  /// `{r4_d=Cdf}`.
  public static let typeEncoding = try! TypeEncoding("{r4_d=Cdf}")
}
extension CFixtures_r4_e: TypeEncodable {
  /// `{r4_e=[1f]}`.
  public static let typeEncoding = try! TypeEncoding("{r4_e=[1f]}")
}
extension CFixtures_r5_b: TypeEncodable {
  /// `{r5_b={r5_a=d}fff}`.
  public static let typeEncoding = try! TypeEncoding("{r5_b={r5_a=d}fff}")
}
extension CFixtures_r5_e: TypeEncodable {
  /// `{r5_e={r5_c=[3s]Ci}{r5_d=Q}Q}`.
  public static let typeEncoding = try! TypeEncoding("{r5_e={r5_c=[3s]Ci}{r5_d=Q}Q}")
}
extension CFixtures_r5_f: TypeEncodable {
  /// `{r5_f=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r5_f=ff}")
}
extension CFixtures_r5_h: TypeEncodable {
  /// `{r5_h=Qs{r5_g=Sf}CBQ}`.
  public static let typeEncoding = try! TypeEncoding("{r5_h=Qs{r5_g=Sf}CBQ}")
}
extension CFixtures_r5_i: TypeEncodable {
  /// `{r5_i=CBd}`.
  public static let typeEncoding = try! TypeEncoding("{r5_i=CBd}")
}
extension CFixtures_r6_a: TypeEncodable {
  /// `{r6_a=Qf}`.
  public static let typeEncoding = try! TypeEncoding("{r6_a=Qf}")
}
extension CFixtures_r6_b: TypeEncodable {
  /// `{r6_b=[1d]q}`.
  public static let typeEncoding = try! TypeEncoding("{r6_b=[1d]q}")
}
extension CFixtures_r6_c: TypeEncodable {
  /// `{r6_c=d}`.
  public static let typeEncoding = try! TypeEncoding("{r6_c=d}")
}
extension CFixtures_r6_d: TypeEncodable {
  /// `{r6_d=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r6_d=ff}")
}
extension CFixtures_r6_e: TypeEncodable {
  /// `{r6_e=[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r6_e=[1d]}")
}
extension CFixtures_r7_b: TypeEncodable {
  /// `{r7_b={r7_a=[1B]}}`.
  public static let typeEncoding = try! TypeEncoding("{r7_b={r7_a=[1B]}}")
}
extension CFixtures_r7_c: TypeEncodable {
  /// `{r7_c=id}`.
  public static let typeEncoding = try! TypeEncoding("{r7_c=id}")
}
extension CFixtures_r7_d: TypeEncodable {
  /// `{r7_d=ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r7_d=ffd}")
}
extension CFixtures_r7_e: TypeEncodable {
  /// `{r7_e=d[1Q]}`.
  public static let typeEncoding = try! TypeEncoding("{r7_e=d[1Q]}")
}
extension CFixtures_r7_g: TypeEncodable {
  /// `{r7_g={r7_f=[4f]d}f}`.
  public static let typeEncoding = try! TypeEncoding("{r7_g={r7_f=[4f]d}f}")
}
extension CFixtures_r7_h: TypeEncodable {
  /// `{r7_h=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r7_h=fd}")
}
extension CFixtures_r8_a: TypeEncodable {
  /// `{r8_a=f^vdBqB}`.
  public static let typeEncoding = try! TypeEncoding("{r8_a=f^vdBqB}")
}
extension CFixtures_r8_b: TypeEncodable {
  /// `{r8_b=[1d]CS}`.
  public static let typeEncoding = try! TypeEncoding("{r8_b=[1d]CS}")
}
extension CFixtures_r8_c: TypeEncodable {
  /// `{r8_c=d}`.
  public static let typeEncoding = try! TypeEncoding("{r8_c=d}")
}
extension CFixtures_r8_d: TypeEncodable {
  /// `{r8_d=[2S]s[1q]}`.
  public static let typeEncoding = try! TypeEncoding("{r8_d=[2S]s[1q]}")
}
extension CFixtures_r9_a: TypeEncodable {
  /// `{r9_a=s}`.
  public static let typeEncoding = try! TypeEncoding("{r9_a=s}")
}
extension CFixtures_r10_a: TypeEncodable {
  /// `{r10_a=I}`.
  public static let typeEncoding = try! TypeEncoding("{r10_a=I}")
}
extension CFixtures_r11_a: TypeEncodable {
  /// `{r11_a=i}`.
  public static let typeEncoding = try! TypeEncoding("{r11_a=i}")
}
extension CFixtures_r11_b: TypeEncodable {
  /// `{r11_b=fI}`.
  public static let typeEncoding = try! TypeEncoding("{r11_b=fI}")
}
extension CFixtures_r11_c: TypeEncodable {
  /// `{r11_c=dIB}`.
  public static let typeEncoding = try! TypeEncoding("{r11_c=dIB}")
}
extension CFixtures_r12_a: TypeEncodable {
  /// `{r12_a=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r12_a=dd}")
}
extension CFixtures_r13_a: TypeEncodable {
  /// `{r13_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r13_a=f}")
}
extension CFixtures_r14_b: TypeEncodable {
  /// `{r14_b=s{r14_a=d}f}`.
  public static let typeEncoding = try! TypeEncoding("{r14_b=s{r14_a=d}f}")
}
extension CFixtures_r14_c: TypeEncodable {
  /// `{r14_c=[1f]ff}`.
  public static let typeEncoding = try! TypeEncoding("{r14_c=[1f]ff}")
}
extension CFixtures_r14_d: TypeEncodable {
  /// `{r14_d=s[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r14_d=s[2f]}")
}
extension CFixtures_r14_f: TypeEncodable {
  /// `{r14_f={r14_e=CCI}d}`.
  public static let typeEncoding = try! TypeEncoding("{r14_f={r14_e=CCI}d}")
}
extension CFixtures_r14_h: TypeEncodable {
  /// `{r14_h={r14_g=qC}}`.
  public static let typeEncoding = try! TypeEncoding("{r14_h={r14_g=qC}}")
}
extension CFixtures_r15_c: TypeEncodable {
  /// `{r15_c={r15_a=d}d{r15_b=fff}fff}`.
  public static let typeEncoding = try! TypeEncoding("{r15_c={r15_a=d}d{r15_b=fff}fff}")
}
extension CFixtures_r16_b: TypeEncodable {
  /// `{r16_b=If{r16_a=fs}Sf}`.
  public static let typeEncoding = try! TypeEncoding("{r16_b=If{r16_a=fs}Sf}")
}
extension CFixtures_r17_a: TypeEncodable {
  /// `{r17_a=[2^v]dc[1f]c}`.
  public static let typeEncoding = try! TypeEncoding("{r17_a=[2^v]dc[1f]c}")
}
extension CFixtures_r18_c: TypeEncodable {
  /// `{r18_c=[4s]{r18_a=cc}{r18_b=q[1d]}f}`.
  public static let typeEncoding = try! TypeEncoding("{r18_c=[4s]{r18_a=cc}{r18_b=q[1d]}f}")
}
extension CFixtures_r19_a: TypeEncodable {
  /// `{r19_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r19_a=d}")
}
extension CFixtures_r19_c: TypeEncodable {
  /// `{r19_c=f{r19_b=ffd}ddd}`.
  public static let typeEncoding = try! TypeEncoding("{r19_c=f{r19_b=ffd}ddd}")
}
extension CFixtures_r20_a: TypeEncodable {
  /// `{r20_a=^vd}`.
  public static let typeEncoding = try! TypeEncoding("{r20_a=^vd}")
}
extension CFixtures_r21_a: TypeEncodable {
  /// `{r21_a=If}`.
  public static let typeEncoding = try! TypeEncoding("{r21_a=If}")
}
extension CFixtures_r22_a: TypeEncodable {
  /// `{r22_a=[4f]}`.
  public static let typeEncoding = try! TypeEncoding("{r22_a=[4f]}")
}
extension CFixtures_r23_b: TypeEncodable {
  /// `{r23_b={r23_a=fd}}`.
  public static let typeEncoding = try! TypeEncoding("{r23_b={r23_a=fd}}")
}
extension CFixtures_r24_a: TypeEncodable {
  /// `{r24_a=sCsic}`.
  public static let typeEncoding = try! TypeEncoding("{r24_a=sCsic}")
}
extension CFixtures_r25_a: TypeEncodable {
  /// `{r25_a=fi}`.
  public static let typeEncoding = try! TypeEncoding("{r25_a=fi}")
}
extension CFixtures_r26_a: TypeEncodable {
  /// `{r26_a=ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r26_a=ffd}")
}
extension CFixtures_r27_a: TypeEncodable {
  /// `{r27_a=sc}`.
  public static let typeEncoding = try! TypeEncoding("{r27_a=sc}")
}
extension CFixtures_r27_b: TypeEncodable {
  /// `{r27_b=fCC[3^v]QC}`.
  public static let typeEncoding = try! TypeEncoding("{r27_b=fCC[3^v]QC}")
}
extension CFixtures_r27_c: TypeEncodable {
  /// `{r27_c=Bd}`.
  public static let typeEncoding = try! TypeEncoding("{r27_c=Bd}")
}
extension CFixtures_r27_d: TypeEncodable {
  /// `{r27_d=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r27_d=ff}")
}
extension CFixtures_r27_e: TypeEncodable {
  /// `{r27_e=SC}`.
  public static let typeEncoding = try! TypeEncoding("{r27_e=SC}")
}
extension CFixtures_r28_a: TypeEncodable {
  /// `{r28_a=[1f]d}`.
  public static let typeEncoding = try! TypeEncoding("{r28_a=[1f]d}")
}
extension CFixtures_r28_c: TypeEncodable {
  /// `{r28_c=fS{r28_b=f[1f]}}`.
  public static let typeEncoding = try! TypeEncoding("{r28_c=fS{r28_b=f[1f]}}")
}
extension CFixtures_r28_d: TypeEncodable {
  /// `{r28_d=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r28_d=ff}")
}
extension CFixtures_r28_e: TypeEncodable {
  /// `{r28_e=c[2f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r28_e=c[2f]f}")
}
extension CFixtures_r29_b: TypeEncodable {
  /// `{r29_b={r29_a=[3C][1^v]d}^v[1i]Sf}`.
  public static let typeEncoding = try! TypeEncoding("{r29_b={r29_a=[3C][1^v]d}^v[1i]Sf}")
}
extension CFixtures_r30_a: TypeEncodable {
  /// `{r30_a=IdSs}`.
  public static let typeEncoding = try! TypeEncoding("{r30_a=IdSs}")
}
extension CFixtures_r30_b: TypeEncodable {
  /// `{r30_b=[2S]}`.
  public static let typeEncoding = try! TypeEncoding("{r30_b=[2S]}")
}
extension CFixtures_r30_c: TypeEncodable {
  /// `{r30_c=d}`.
  public static let typeEncoding = try! TypeEncoding("{r30_c=d}")
}
extension CFixtures_r30_d: TypeEncodable {
  /// `{r30_d=[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r30_d=[1d]}")
}
extension CFixtures_r30_e: TypeEncodable {
  /// `{r30_e=Q}`.
  public static let typeEncoding = try! TypeEncoding("{r30_e=Q}")
}
extension CFixtures_r31_a: TypeEncodable {
  /// `{r31_a=[3S]}`.
  public static let typeEncoding = try! TypeEncoding("{r31_a=[3S]}")
}
extension CFixtures_r35_a: TypeEncodable {
  /// `{r35_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r35_a=f}")
}
extension CFixtures_r36_a: TypeEncodable {
  /// `{r36_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r36_a=f}")
}
extension CFixtures_r36_b: TypeEncodable {
  /// `{r36_b=CB}`.
  public static let typeEncoding = try! TypeEncoding("{r36_b=CB}")
}
extension CFixtures_r36_c: TypeEncodable {
  /// `{r36_c=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r36_c=fd}")
}
extension CFixtures_r39_b: TypeEncodable {
  /// `{r39_b={r39_a=dd}}`.
  public static let typeEncoding = try! TypeEncoding("{r39_b={r39_a=dd}}")
}
extension CFixtures_r40_a: TypeEncodable {
  /// `{r40_a=df}`.
  public static let typeEncoding = try! TypeEncoding("{r40_a=df}")
}
extension CFixtures_r40_b: TypeEncodable {
  /// `{r40_b=[3f]}`.
  public static let typeEncoding = try! TypeEncoding("{r40_b=[3f]}")
}
extension CFixtures_r41_b: TypeEncodable {
  /// `{r41_b={r41_a=f}f}`.
  public static let typeEncoding = try! TypeEncoding("{r41_b={r41_a=f}f}")
}
extension CFixtures_r43_a: TypeEncodable {
  /// `{r43_a=ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r43_a=ffd}")
}
extension CFixtures_r43_b: TypeEncodable {
  /// `{r43_b=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r43_b=dd}")
}
extension CFixtures_r44_a: TypeEncodable {
  /// `{r44_a=df}`.
  public static let typeEncoding = try! TypeEncoding("{r44_a=df}")
}
extension CFixtures_r45_a: TypeEncodable {
  /// `{r45_a=Bd}`.
  public static let typeEncoding = try! TypeEncoding("{r45_a=Bd}")
}
extension CFixtures_r45_b: TypeEncodable {
  /// `{r45_b=S^vBs}`.
  public static let typeEncoding = try! TypeEncoding("{r45_b=S^vBs}")
}
extension CFixtures_r45_c: TypeEncodable {
  /// `{r45_c=S}`.
  public static let typeEncoding = try! TypeEncoding("{r45_c=S}")
}
extension CFixtures_r45_d: TypeEncodable {
  /// `{r45_d=^vd}`.
  public static let typeEncoding = try! TypeEncoding("{r45_d=^vd}")
}
extension CFixtures_r45_e: TypeEncodable {
  /// `{r45_e=fQ}`.
  public static let typeEncoding = try! TypeEncoding("{r45_e=fQ}")
}
extension CFixtures_r45_f: TypeEncodable {
  /// `{r45_f=ffI[2s]}`.
  public static let typeEncoding = try! TypeEncoding("{r45_f=ffI[2s]}")
}
extension CFixtures_r45_g: TypeEncodable {
  /// `{r45_g=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r45_g=fd}")
}
extension CFixtures_r46_a: TypeEncodable {
  /// `{r46_a=qBddd}`.
  public static let typeEncoding = try! TypeEncoding("{r46_a=qBddd}")
}
extension CFixtures_r46_b: TypeEncodable {
  /// `{r46_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r46_b=d}")
}
extension CFixtures_r47_a: TypeEncodable {
  /// `{r47_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r47_a=d}")
}
extension CFixtures_r49_a: TypeEncodable {
  /// `{r49_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r49_a=f}")
}
extension CFixtures_r51_a: TypeEncodable {
  /// `{r51_a=fQSidd}`.
  public static let typeEncoding = try! TypeEncoding("{r51_a=fQSidd}")
}
extension CFixtures_r51_b: TypeEncodable {
  /// `{r51_b=If[3q]}`.
  public static let typeEncoding = try! TypeEncoding("{r51_b=If[3q]}")
}
extension CFixtures_r51_c: TypeEncodable {
  /// `{r51_c=dfB}`.
  public static let typeEncoding = try! TypeEncoding("{r51_c=dfB}")
}
extension CFixtures_r51_d: TypeEncodable {
  /// `{r51_d=f}`.
  public static let typeEncoding = try! TypeEncoding("{r51_d=f}")
}
extension CFixtures_r51_e: TypeEncodable {
  /// `{r51_e=I}`.
  public static let typeEncoding = try! TypeEncoding("{r51_e=I}")
}
extension CFixtures_r52_b: TypeEncodable {
  /// `{r52_b=df{r52_a=ff}}`.
  public static let typeEncoding = try! TypeEncoding("{r52_b=df{r52_a=ff}}")
}
extension CFixtures_r52_c: TypeEncodable {
  /// `{r52_c=[3c]ff}`.
  public static let typeEncoding = try! TypeEncoding("{r52_c=[3c]ff}")
}
extension CFixtures_r54_b: TypeEncodable {
  /// `{r54_b=SIB{r54_a=fsc}i}`.
  public static let typeEncoding = try! TypeEncoding("{r54_b=SIB{r54_a=fsc}i}")
}
extension CFixtures_r55_b: TypeEncodable {
  /// `{r55_b={r55_a=SiB}[2I]dfd}`.
  public static let typeEncoding = try! TypeEncoding("{r55_b={r55_a=SiB}[2I]dfd}")
}
extension CFixtures_r55_c: TypeEncodable {
  /// `{r55_c=fff}`.
  public static let typeEncoding = try! TypeEncoding("{r55_c=fff}")
}
extension CFixtures_r55_d: TypeEncodable {
  /// `{r55_d=^vd}`.
  public static let typeEncoding = try! TypeEncoding("{r55_d=^vd}")
}
extension CFixtures_r56_a: TypeEncodable {
  /// `{r56_a=dd[2d]ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r56_a=dd[2d]ffd}")
}
extension CFixtures_r56_c: TypeEncodable {
  /// `{r56_c=BCC^v{r56_b=[4f]}^v}`.
  public static let typeEncoding = try! TypeEncoding("{r56_c=BCC^v{r56_b=[4f]}^v}")
}
extension CFixtures_r57_a: TypeEncodable {
  /// `{r57_a=fd[4f]^v}`.
  public static let typeEncoding = try! TypeEncoding("{r57_a=fd[4f]^v}")
}
extension CFixtures_r59_a: TypeEncodable {
  /// `{r59_a=ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r59_a=ffd}")
}
extension CFixtures_r59_c: TypeEncodable {
  /// `{r59_c=c{r59_b=[4B]q}ff[2I]}`.
  public static let typeEncoding = try! TypeEncoding("{r59_c=c{r59_b=[4B]q}ff[2I]}")
}
extension CFixtures_r59_d: TypeEncodable {
  /// `{r59_d=dB}`.
  public static let typeEncoding = try! TypeEncoding("{r59_d=dB}")
}
extension CFixtures_r59_e: TypeEncodable {
  /// `{r59_e=[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r59_e=[2f]}")
}
extension CFixtures_r60_a: TypeEncodable {
  /// `{r60_a=BS}`.
  public static let typeEncoding = try! TypeEncoding("{r60_a=BS}")
}
extension CFixtures_r62_b: TypeEncodable {
  /// `{r62_b=[1q]Ss[2B]{r62_a=[1s]}}`.
  public static let typeEncoding = try! TypeEncoding("{r62_b=[1q]Ss[2B]{r62_a=[1s]}}")
}
extension CFixtures_r62_c: TypeEncodable {
  /// `{r62_c=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r62_c=fd}")
}
extension CFixtures_r62_d: TypeEncodable {
  /// `{r62_d=Bc}`.
  public static let typeEncoding = try! TypeEncoding("{r62_d=Bc}")
}
extension CFixtures_r63_a: TypeEncodable {
  /// `{r63_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r63_a=f}")
}
extension CFixtures_r63_b: TypeEncodable {
  /// `{r63_b=ds}`.
  public static let typeEncoding = try! TypeEncoding("{r63_b=ds}")
}
extension CFixtures_r63_c: TypeEncodable {
  /// `{r63_c=dc}`.
  public static let typeEncoding = try! TypeEncoding("{r63_c=dc}")
}
extension CFixtures_r63_e: TypeEncodable {
  /// `{r63_e={r63_d=I}sS[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r63_e={r63_d=I}sS[2f]}")
}
extension CFixtures_r64_a: TypeEncodable {
  /// `{r64_a=fff}`.
  public static let typeEncoding = try! TypeEncoding("{r64_a=fff}")
}
extension CFixtures_r64_c: TypeEncodable {
  /// `{r64_c=dd{r64_b=f[3f]}ff}`.
  public static let typeEncoding = try! TypeEncoding("{r64_c=dd{r64_b=f[3f]}ff}")
}
extension CFixtures_r64_d: TypeEncodable {
  /// `{r64_d=df}`.
  public static let typeEncoding = try! TypeEncoding("{r64_d=df}")
}
extension CFixtures_r64_f: TypeEncodable {
  /// `{r64_f=Idii[2c]{r64_e=s}}`.
  public static let typeEncoding = try! TypeEncoding("{r64_f=Idii[2c]{r64_e=s}}")
}
extension CFixtures_r64_h: TypeEncodable {
  /// `{r64_h=fs{r64_g=ff}}`.
  public static let typeEncoding = try! TypeEncoding("{r64_h=fs{r64_g=ff}}")
}
extension CFixtures_r64_i: TypeEncodable {
  /// `{r64_i=qdid}`.
  public static let typeEncoding = try! TypeEncoding("{r64_i=qdid}")
}
extension CFixtures_r64_k: TypeEncodable {
  /// `{r64_k={r64_j=f}f}`.
  public static let typeEncoding = try! TypeEncoding("{r64_k={r64_j=f}f}")
}
extension CFixtures_r65_a: TypeEncodable {
  /// `{r65_a=Id}`.
  public static let typeEncoding = try! TypeEncoding("{r65_a=Id}")
}
extension CFixtures_r67_a: TypeEncodable {
  /// `{r67_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r67_a=f}")
}
extension CFixtures_r68_a: TypeEncodable {
  /// `{r68_a=fQ}`.
  public static let typeEncoding = try! TypeEncoding("{r68_a=fQ}")
}
extension CFixtures_r68_b: TypeEncodable {
  /// `{r68_b=[1i]}`.
  public static let typeEncoding = try! TypeEncoding("{r68_b=[1i]}")
}
extension CFixtures_r69_a: TypeEncodable {
  /// `{r69_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r69_a=f}")
}
extension CFixtures_r71_a: TypeEncodable {
  /// `{r71_a=dffd}`.
  public static let typeEncoding = try! TypeEncoding("{r71_a=dffd}")
}
extension CFixtures_r72_a: TypeEncodable {
  /// `{r72_a=dIc}`.
  public static let typeEncoding = try! TypeEncoding("{r72_a=dIc}")
}
extension CFixtures_r76_a: TypeEncodable {
  /// `{r76_a=dQ}`.
  public static let typeEncoding = try! TypeEncoding("{r76_a=dQ}")
}
extension CFixtures_r77_c: TypeEncodable {
  /// `{r77_c=QBf{r77_a=q}{r77_b=sc}c}`.
  public static let typeEncoding = try! TypeEncoding("{r77_c=QBf{r77_a=q}{r77_b=sc}c}")
}
extension CFixtures_r78_a: TypeEncodable {
  /// `{r78_a=qf}`.
  public static let typeEncoding = try! TypeEncoding("{r78_a=qf}")
}
extension CFixtures_r78_b: TypeEncodable {
  /// `{r78_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r78_b=d}")
}
extension CFixtures_r78_c: TypeEncodable {
  /// `{r78_c=[2d]d}`.
  public static let typeEncoding = try! TypeEncoding("{r78_c=[2d]d}")
}
extension CFixtures_r78_d: TypeEncodable {
  /// `{r78_d=ddffd[4f]}`.
  public static let typeEncoding = try! TypeEncoding("{r78_d=ddffd[4f]}")
}
extension CFixtures_r79_a: TypeEncodable {
  /// `{r79_a=dqd}`.
  public static let typeEncoding = try! TypeEncoding("{r79_a=dqd}")
}
extension CFixtures_r79_b: TypeEncodable {
  /// `{r79_b=c^v[3d]f}`.
  public static let typeEncoding = try! TypeEncoding("{r79_b=c^v[3d]f}")
}
extension CFixtures_r79_c: TypeEncodable {
  /// `{r79_c=ffidB}`.
  public static let typeEncoding = try! TypeEncoding("{r79_c=ffidB}")
}
extension CFixtures_r79_d: TypeEncodable {
  /// `{r79_d=f}`.
  public static let typeEncoding = try! TypeEncoding("{r79_d=f}")
}
extension CFixtures_r79_e: TypeEncodable {
  /// `{r79_e=[2d]dfd}`.
  public static let typeEncoding = try! TypeEncoding("{r79_e=[2d]dfd}")
}
extension CFixtures_r82_b: TypeEncodable {
  /// `{r82_b=[1Q]c{r82_a=cSS}}`.
  public static let typeEncoding = try! TypeEncoding("{r82_b=[1Q]c{r82_a=cSS}}")
}
extension CFixtures_r83_a: TypeEncodable {
  /// `{r83_a=dddf}`.
  public static let typeEncoding = try! TypeEncoding("{r83_a=dddf}")
}
extension CFixtures_r83_c: TypeEncodable {
  /// `{r83_c=[1C]{r83_b=ds}}`.
  public static let typeEncoding = try! TypeEncoding("{r83_c=[1C]{r83_b=ds}}")
}
extension CFixtures_r83_d: TypeEncodable {
  /// `{r83_d=d[4d]d}`.
  public static let typeEncoding = try! TypeEncoding("{r83_d=d[4d]d}")
}
extension CFixtures_r83_e: TypeEncodable {
  /// `{r83_e=ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r83_e=ffd}")
}
extension CFixtures_r83_g: TypeEncodable {
  /// `{r83_g=ffq^v{r83_f=Qc}}`.
  public static let typeEncoding = try! TypeEncoding("{r83_g=ffq^v{r83_f=Qc}}")
}
extension CFixtures_r84_b: TypeEncodable {
  /// `{r84_b={r84_a=B}SB[3s]}`.
  public static let typeEncoding = try! TypeEncoding("{r84_b={r84_a=B}SB[3s]}")
}
extension CFixtures_r84_c: TypeEncodable {
  /// `{r84_c=[3f]qs[4i]i}`.
  public static let typeEncoding = try! TypeEncoding("{r84_c=[3f]qs[4i]i}")
}
extension CFixtures_r86_b: TypeEncodable {
  /// `{r86_b=df{r86_a=[2f]}dd}`.
  public static let typeEncoding = try! TypeEncoding("{r86_b=df{r86_a=[2f]}dd}")
}
extension CFixtures_r86_c: TypeEncodable {
  /// `{r86_c=[1d]dfff}`.
  public static let typeEncoding = try! TypeEncoding("{r86_c=[1d]dfff}")
}
extension CFixtures_r86_d: TypeEncodable {
  /// `{r86_d=B[2f][2s]s}`.
  public static let typeEncoding = try! TypeEncoding("{r86_d=B[2f][2s]s}")
}
extension CFixtures_r87_a: TypeEncodable {
  /// `{r87_a=d[2f][4d]}`.
  public static let typeEncoding = try! TypeEncoding("{r87_a=d[2f][4d]}")
}
extension CFixtures_r87_c: TypeEncodable {
  /// `{r87_c=f{r87_b=[2f]d}}`.
  public static let typeEncoding = try! TypeEncoding("{r87_c=f{r87_b=[2f]d}}")
}
extension CFixtures_r87_e: TypeEncodable {
  /// `{r87_e=^v{r87_d=sI}I[1d]c}`.
  public static let typeEncoding = try! TypeEncoding("{r87_e=^v{r87_d=sI}I[1d]c}")
}
extension CFixtures_r89_a: TypeEncodable {
  /// `{r89_a=cBd}`.
  public static let typeEncoding = try! TypeEncoding("{r89_a=cBd}")
}
extension CFixtures_r90_a: TypeEncodable {
  /// `{r90_a=[3d]}`.
  public static let typeEncoding = try! TypeEncoding("{r90_a=[3d]}")
}
extension CFixtures_r91_a: TypeEncodable {
  /// `{r91_a=c[3f]}`.
  public static let typeEncoding = try! TypeEncoding("{r91_a=c[3f]}")
}
extension CFixtures_r91_c: TypeEncodable {
  /// `{r91_c=[2^v]Id{r91_b=i}}`.
  public static let typeEncoding = try! TypeEncoding("{r91_c=[2^v]Id{r91_b=i}}")
}
extension CFixtures_r92_a: TypeEncodable {
  /// `{r92_a=QIC}`.
  public static let typeEncoding = try! TypeEncoding("{r92_a=QIC}")
}
extension CFixtures_r92_c: TypeEncodable {
  /// `{r92_c=d{r92_b=[1d]}}`.
  public static let typeEncoding = try! TypeEncoding("{r92_c=d{r92_b=[1d]}}")
}
extension CFixtures_r92_d: TypeEncodable {
  /// `{r92_d=[1c]i}`.
  public static let typeEncoding = try! TypeEncoding("{r92_d=[1c]i}")
}
extension CFixtures_r92_e: TypeEncodable {
  /// `{r92_e=fisQ}`.
  public static let typeEncoding = try! TypeEncoding("{r92_e=fisQ}")
}
extension CFixtures_r93_b: TypeEncodable {
  /// `{r93_b={r93_a=[2f]}dfdf}`.
  public static let typeEncoding = try! TypeEncoding("{r93_b={r93_a=[2f]}dfdf}")
}
extension CFixtures_r94_a: TypeEncodable {
  /// `{r94_a=SSd}`.
  public static let typeEncoding = try! TypeEncoding("{r94_a=SSd}")
}
extension CFixtures_r94_b: TypeEncodable {
  /// `{r94_b=I[3C]I}`.
  public static let typeEncoding = try! TypeEncoding("{r94_b=I[3C]I}")
}
extension CFixtures_r94_d: TypeEncodable {
  /// `{r94_d=[2i]fQQf{r94_c=f}}`.
  public static let typeEncoding = try! TypeEncoding("{r94_d=[2i]fQQf{r94_c=f}}")
}
extension CFixtures_r94_e: TypeEncodable {
  /// `{r94_e=cd[3B]}`.
  public static let typeEncoding = try! TypeEncoding("{r94_e=cd[3B]}")
}
extension CFixtures_r94_f: TypeEncodable {
  /// `{r94_f=[4c]cfQ}`.
  public static let typeEncoding = try! TypeEncoding("{r94_f=[4c]cfQ}")
}
extension CFixtures_r94_g: TypeEncodable {
  /// `{r94_g=S}`.
  public static let typeEncoding = try! TypeEncoding("{r94_g=S}")
}
extension CFixtures_r95_a: TypeEncodable {
  /// `{r95_a=ffdff}`.
  public static let typeEncoding = try! TypeEncoding("{r95_a=ffdff}")
}
extension CFixtures_r95_b: TypeEncodable {
  /// `{r95_b=f}`.
  public static let typeEncoding = try! TypeEncoding("{r95_b=f}")
}
extension CFixtures_r95_c: TypeEncodable {
  /// `{r95_c=Bd}`.
  public static let typeEncoding = try! TypeEncoding("{r95_c=Bd}")
}
extension CFixtures_r95_d: TypeEncodable {
  /// `{r95_d=f}`.
  public static let typeEncoding = try! TypeEncoding("{r95_d=f}")
}
extension CFixtures_r95_e: TypeEncodable {
  /// `{r95_e=sici}`.
  public static let typeEncoding = try! TypeEncoding("{r95_e=sici}")
}
extension CFixtures_r99_a: TypeEncodable {
  /// `{r99_a=[1f]fIi}`.
  public static let typeEncoding = try! TypeEncoding("{r99_a=[1f]fIi}")
}
extension CFixtures_r99_b: TypeEncodable {
  /// `{r99_b=dI}`.
  public static let typeEncoding = try! TypeEncoding("{r99_b=dI}")
}
extension CFixtures_r99_d: TypeEncodable {
  /// `{r99_d=q[1s]{r99_c=ICd}}`.
  public static let typeEncoding = try! TypeEncoding("{r99_d=q[1s]{r99_c=ICd}}")
}
extension CFixtures_r99_e: TypeEncodable {
  /// `{r99_e=iCd}`.
  public static let typeEncoding = try! TypeEncoding("{r99_e=iCd}")
}
extension CFixtures_r100_b: TypeEncodable {
  /// `{r100_b={r100_a=d^v}^vqiC}`.
  public static let typeEncoding = try! TypeEncoding("{r100_b={r100_a=d^v}^vqiC}")
}
extension CFixtures_r100_c: TypeEncodable {
  /// `{r100_c=[1d]f}`.
  public static let typeEncoding = try! TypeEncoding("{r100_c=[1d]f}")
}
extension CFixtures_r100_d: TypeEncodable {
  /// `{r100_d=fddf[3f]}`.
  public static let typeEncoding = try! TypeEncoding("{r100_d=fddf[3f]}")
}
extension CFixtures_r101_a: TypeEncodable {
  /// `{r101_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r101_a=f}")
}
extension CFixtures_r102_a: TypeEncodable {
  /// `{r102_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r102_a=f}")
}
extension CFixtures_r103_b: TypeEncodable {
  /// `{r103_b=[2f]dd{r103_a=[1d]ff}}`.
  public static let typeEncoding = try! TypeEncoding("{r103_b=[2f]dd{r103_a=[1d]ff}}")
}
extension CFixtures_r103_d: TypeEncodable {
  /// `{r103_d={r103_c=f}fff}`.
  public static let typeEncoding = try! TypeEncoding("{r103_d={r103_c=f}fff}")
}
extension CFixtures_r103_f: TypeEncodable {
  /// `{r103_f=df{r103_e=[3d]}}`.
  public static let typeEncoding = try! TypeEncoding("{r103_f=df{r103_e=[3d]}}")
}
extension CFixtures_r103_g: TypeEncodable {
  /// `{r103_g=sBd[3c]}`.
  public static let typeEncoding = try! TypeEncoding("{r103_g=sBd[3c]}")
}
extension CFixtures_r103_h: TypeEncodable {
  /// `{r103_h=[2Q]Cc}`.
  public static let typeEncoding = try! TypeEncoding("{r103_h=[2Q]Cc}")
}
extension CFixtures_r103_j: TypeEncodable {
  /// `{r103_j={r103_i=[4B]B}C}`.
  public static let typeEncoding = try! TypeEncoding("{r103_j={r103_i=[4B]B}C}")
}
extension CFixtures_r104_b: TypeEncodable {
  /// `{r104_b=fd[1d]{r104_a=df}d}`.
  public static let typeEncoding = try! TypeEncoding("{r104_b=fd[1d]{r104_a=df}d}")
}
extension CFixtures_r104_d: TypeEncodable {
  /// `{r104_d=c[3C]i{r104_c=[3S]}CB}`.
  public static let typeEncoding = try! TypeEncoding("{r104_d=c[3C]i{r104_c=[3S]}CB}")
}
extension CFixtures_r105_b: TypeEncodable {
  /// `{r105_b=df{r105_a=f[3f]}fff}`.
  public static let typeEncoding = try! TypeEncoding("{r105_b=df{r105_a=f[3f]}fff}")
}
extension CFixtures_r109_a: TypeEncodable {
  /// `{r109_a=iiQ[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r109_a=iiQ[1d]}")
}
extension CFixtures_r109_c: TypeEncodable {
  /// `{r109_c=C{r109_b=B}}`.
  public static let typeEncoding = try! TypeEncoding("{r109_c=C{r109_b=B}}")
}
extension CFixtures_r109_d: TypeEncodable {
  /// `{r109_d=d}`.
  public static let typeEncoding = try! TypeEncoding("{r109_d=d}")
}
extension CFixtures_r109_e: TypeEncodable {
  /// `{r109_e=fBf[4s]fI}`.
  public static let typeEncoding = try! TypeEncoding("{r109_e=fBf[4s]fI}")
}
extension CFixtures_r109_f: TypeEncodable {
  /// `{r109_f=dfdff}`.
  public static let typeEncoding = try! TypeEncoding("{r109_f=dfdff}")
}
extension CFixtures_r109_h: TypeEncodable {
  /// `{r109_h=d{r109_g=[2q]S}}`.
  public static let typeEncoding = try! TypeEncoding("{r109_h=d{r109_g=[2q]S}}")
}
extension CFixtures_r109_i: TypeEncodable {
  /// `{r109_i=[1S]d}`.
  public static let typeEncoding = try! TypeEncoding("{r109_i=[1S]d}")
}
extension CFixtures_r109_j: TypeEncodable {
  /// `{r109_j=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r109_j=dd}")
}
extension CFixtures_r109_k: TypeEncodable {
  /// `{r109_k=[1s]Q}`.
  public static let typeEncoding = try! TypeEncoding("{r109_k=[1s]Q}")
}
extension CFixtures_r110_a: TypeEncodable {
  /// `{r110_a=S}`.
  public static let typeEncoding = try! TypeEncoding("{r110_a=S}")
}
extension CFixtures_r110_b: TypeEncodable {
  /// `{r110_b=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r110_b=dd}")
}
extension CFixtures_r111_b: TypeEncodable {
  /// `{r111_b={r111_a=[2q][2s]}}`.
  public static let typeEncoding = try! TypeEncoding("{r111_b={r111_a=[2q][2s]}}")
}
extension CFixtures_r111_c: TypeEncodable {
  /// `{r111_c=d}`.
  public static let typeEncoding = try! TypeEncoding("{r111_c=d}")
}
extension CFixtures_r112_a: TypeEncodable {
  /// `{r112_a=fdf[2f][1f]d}`.
  public static let typeEncoding = try! TypeEncoding("{r112_a=fdf[2f][1f]d}")
}
extension CFixtures_r114_a: TypeEncodable {
  /// `{r114_a=C}`.
  public static let typeEncoding = try! TypeEncoding("{r114_a=C}")
}
extension CFixtures_r115_a: TypeEncodable {
  /// `{r115_a=B[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r115_a=B[1d]}")
}
extension CFixtures_r116_a: TypeEncodable {
  /// `{r116_a=dff}`.
  public static let typeEncoding = try! TypeEncoding("{r116_a=dff}")
}
extension CFixtures_r116_b: TypeEncodable {
  /// `{r116_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r116_b=d}")
}
extension CFixtures_r116_c: TypeEncodable {
  /// `{r116_c=^v}`.
  public static let typeEncoding = try! TypeEncoding("{r116_c=^v}")
}
extension CFixtures_r116_d: TypeEncodable {
  /// `{r116_d=[1c]}`.
  public static let typeEncoding = try! TypeEncoding("{r116_d=[1c]}")
}
extension CFixtures_r116_f: TypeEncodable {
  /// `{r116_f=[1d]{r116_e=s[2C]f}s}`.
  public static let typeEncoding = try! TypeEncoding("{r116_f=[1d]{r116_e=s[2C]f}s}")
}
extension CFixtures_r117_a: TypeEncodable {
  /// `{r117_a=df}`.
  public static let typeEncoding = try! TypeEncoding("{r117_a=df}")
}
extension CFixtures_r117_b: TypeEncodable {
  /// `{r117_b=Cs}`.
  public static let typeEncoding = try! TypeEncoding("{r117_b=Cs}")
}
extension CFixtures_r117_c: TypeEncodable {
  /// `{r117_c=d[3d]}`.
  public static let typeEncoding = try! TypeEncoding("{r117_c=d[3d]}")
}
extension CFixtures_r117_d: TypeEncodable {
  /// `{r117_d=Cff}`.
  public static let typeEncoding = try! TypeEncoding("{r117_d=Cff}")
}
extension CFixtures_r118_a: TypeEncodable {
  /// `{r118_a=[2s]}`.
  public static let typeEncoding = try! TypeEncoding("{r118_a=[2s]}")
}
extension CFixtures_r118_c: TypeEncodable {
  /// `{r118_c={r118_b=i}}`.
  public static let typeEncoding = try! TypeEncoding("{r118_c={r118_b=i}}")
}
extension CFixtures_r118_d: TypeEncodable {
  /// `{r118_d=Sd}`.
  public static let typeEncoding = try! TypeEncoding("{r118_d=Sd}")
}
extension CFixtures_r119_a: TypeEncodable {
  /// `{r119_a=iQ^v}`.
  public static let typeEncoding = try! TypeEncoding("{r119_a=iQ^v}")
}
extension CFixtures_r119_b: TypeEncodable {
  /// `{r119_b=f[3d]}`.
  public static let typeEncoding = try! TypeEncoding("{r119_b=f[3d]}")
}
extension CFixtures_r119_c: TypeEncodable {
  /// `{r119_c=Cfff}`.
  public static let typeEncoding = try! TypeEncoding("{r119_c=Cfff}")
}
extension CFixtures_r119_d: TypeEncodable {
  /// `{r119_d=f[3d]sfs}`.
  public static let typeEncoding = try! TypeEncoding("{r119_d=f[3d]sfs}")
}
extension CFixtures_r119_g: TypeEncodable {
  /// `{r119_g={r119_e=f[2B]}dC[2d]{r119_f=I}}`.
  public static let typeEncoding = try! TypeEncoding("{r119_g={r119_e=f[2B]}dC[2d]{r119_f=I}}")
}
extension CFixtures_r121_a: TypeEncodable {
  /// `{r121_a=C[4f]}`.
  public static let typeEncoding = try! TypeEncoding("{r121_a=C[4f]}")
}
extension CFixtures_r121_c: TypeEncodable {
  /// `{r121_c=ff{r121_b=f}f}`.
  public static let typeEncoding = try! TypeEncoding("{r121_c=ff{r121_b=f}f}")
}
extension CFixtures_r121_d: TypeEncodable {
  /// `{r121_d=[1s]B^vf}`.
  public static let typeEncoding = try! TypeEncoding("{r121_d=[1s]B^vf}")
}
extension CFixtures_r122_a: TypeEncodable {
  /// `{r122_a=dfd[4f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r122_a=dfd[4f]f}")
}
extension CFixtures_r123_a: TypeEncodable {
  /// `{r123_a=dIdf}`.
  public static let typeEncoding = try! TypeEncoding("{r123_a=dIdf}")
}
extension CFixtures_r123_b: TypeEncodable {
  /// `{r123_b=fQ}`.
  public static let typeEncoding = try! TypeEncoding("{r123_b=fQ}")
}
extension CFixtures_r124_a: TypeEncodable {
  /// `{r124_a=fqCdB[4B]}`.
  public static let typeEncoding = try! TypeEncoding("{r124_a=fqCdB[4B]}")
}
extension CFixtures_r124_b: TypeEncodable {
  /// `{r124_b=s}`.
  public static let typeEncoding = try! TypeEncoding("{r124_b=s}")
}
extension CFixtures_r124_d: TypeEncodable {
  /// `{r124_d={r124_c=SS[1d]}}`.
  public static let typeEncoding = try! TypeEncoding("{r124_d={r124_c=SS[1d]}}")
}
extension CFixtures_r124_f: TypeEncodable {
  /// `{r124_f=df{r124_e=q}S}`.
  public static let typeEncoding = try! TypeEncoding("{r124_f=df{r124_e=q}S}")
}
extension CFixtures_r124_g: TypeEncodable {
  /// `{r124_g=d}`.
  public static let typeEncoding = try! TypeEncoding("{r124_g=d}")
}
extension CFixtures_r124_h: TypeEncodable {
  /// `{r124_h=iQ^vf}`.
  public static let typeEncoding = try! TypeEncoding("{r124_h=iQ^vf}")
}
extension CFixtures_r124_i: TypeEncodable {
  /// `{r124_i=d[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r124_i=d[1d]}")
}
extension CFixtures_r125_a: TypeEncodable {
  /// `{r125_a=[4f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r125_a=[4f]f}")
}
extension CFixtures_r125_b: TypeEncodable {
  /// `{r125_b=[3C]}`.
  public static let typeEncoding = try! TypeEncoding("{r125_b=[3C]}")
}
extension CFixtures_r125_d: TypeEncodable {
  /// `{r125_d={r125_c=[1d]^v}}`.
  public static let typeEncoding = try! TypeEncoding("{r125_d={r125_c=[1d]^v}}")
}
extension CFixtures_r125_e: TypeEncodable {
  /// `{r125_e=B}`.
  public static let typeEncoding = try! TypeEncoding("{r125_e=B}")
}
extension CFixtures_r125_f: TypeEncodable {
  /// `{r125_f=Q[3S]S}`.
  public static let typeEncoding = try! TypeEncoding("{r125_f=Q[3S]S}")
}
extension CFixtures_r125_g: TypeEncodable {
  /// `{r125_g=^vcqc}`.
  public static let typeEncoding = try! TypeEncoding("{r125_g=^vcqc}")
}
extension CFixtures_r125_h: TypeEncodable {
  /// `{r125_h=ddd[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r125_h=ddd[1d]}")
}
extension CFixtures_r126_a: TypeEncodable {
  /// `{r126_a=i}`.
  public static let typeEncoding = try! TypeEncoding("{r126_a=i}")
}
extension CFixtures_r126_b: TypeEncodable {
  /// `{r126_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r126_b=d}")
}
extension CFixtures_r126_d: TypeEncodable {
  /// `{r126_d=fQ[2^v]{r126_c=[2B]d}}`.
  public static let typeEncoding = try! TypeEncoding("{r126_d=fQ[2^v]{r126_c=[2B]d}}")
}
extension CFixtures_r127_a: TypeEncodable {
  /// `{r127_a=cI}`.
  public static let typeEncoding = try! TypeEncoding("{r127_a=cI}")
}
extension CFixtures_r128_a: TypeEncodable {
  /// `{r128_a=f[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r128_a=f[1d]}")
}
extension CFixtures_r128_b: TypeEncodable {
  /// `{r128_b=q}`.
  public static let typeEncoding = try! TypeEncoding("{r128_b=q}")
}
extension CFixtures_r128_c: TypeEncodable {
  /// `{r128_c=f}`.
  public static let typeEncoding = try! TypeEncoding("{r128_c=f}")
}
extension CFixtures_r128_e: TypeEncodable {
  /// `{r128_e={r128_d=[1f]}}`.
  public static let typeEncoding = try! TypeEncoding("{r128_e={r128_d=[1f]}}")
}
extension CFixtures_r129_a: TypeEncodable {
  /// `{r129_a=[1i]s[1C]d[3f]c}`.
  public static let typeEncoding = try! TypeEncoding("{r129_a=[1i]s[1C]d[3f]c}")
}
extension CFixtures_r129_b: TypeEncodable {
  /// `{r129_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r129_b=d}")
}
extension CFixtures_r129_c: TypeEncodable {
  /// `{r129_c=S}`.
  public static let typeEncoding = try! TypeEncoding("{r129_c=S}")
}
extension CFixtures_r130_a: TypeEncodable {
  /// `{r130_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r130_a=f}")
}
extension CFixtures_r131_a: TypeEncodable {
  /// `{r131_a=sd}`.
  public static let typeEncoding = try! TypeEncoding("{r131_a=sd}")
}
extension CFixtures_r132_b: TypeEncodable {
  /// `{r132_b=dff{r132_a=f}d}`.
  public static let typeEncoding = try! TypeEncoding("{r132_b=dff{r132_a=f}d}")
}
extension CFixtures_r132_c: TypeEncodable {
  /// `{r132_c=d}`.
  public static let typeEncoding = try! TypeEncoding("{r132_c=d}")
}
extension CFixtures_r133_a: TypeEncodable {
  /// `{r133_a=f[1^v]}`.
  public static let typeEncoding = try! TypeEncoding("{r133_a=f[1^v]}")
}
extension CFixtures_r133_b: TypeEncodable {
  /// `{r133_b=cci}`.
  public static let typeEncoding = try! TypeEncoding("{r133_b=cci}")
}
extension CFixtures_r135_b: TypeEncodable {
  /// `{r135_b={r135_a=Bid}[2Q][1I]}`.
  public static let typeEncoding = try! TypeEncoding("{r135_b={r135_a=Bid}[2Q][1I]}")
}
extension CFixtures_r135_c: TypeEncodable {
  /// `{r135_c=qBs}`.
  public static let typeEncoding = try! TypeEncoding("{r135_c=qBs}")
}
extension CFixtures_r135_e: TypeEncodable {
  /// `{r135_e=^v{r135_d=d}}`.
  public static let typeEncoding = try! TypeEncoding("{r135_e=^v{r135_d=d}}")
}
extension CFixtures_r135_f: TypeEncodable {
  /// `{r135_f=c[1q]d}`.
  public static let typeEncoding = try! TypeEncoding("{r135_f=c[1q]d}")
}
extension CFixtures_r135_i: TypeEncodable {
  /// `{r135_i=cS{r135_g=^vd}{r135_h=fd}}`.
  public static let typeEncoding = try! TypeEncoding("{r135_i=cS{r135_g=^vd}{r135_h=fd}}")
}
extension CFixtures_r136_a: TypeEncodable {
  /// `{r136_a=Q}`.
  public static let typeEncoding = try! TypeEncoding("{r136_a=Q}")
}
extension CFixtures_r139_a: TypeEncodable {
  /// `{r139_a=dSf}`.
  public static let typeEncoding = try! TypeEncoding("{r139_a=dSf}")
}
extension CFixtures_r139_b: TypeEncodable {
  /// `{r139_b=[3f]Qq}`.
  public static let typeEncoding = try! TypeEncoding("{r139_b=[3f]Qq}")
}
extension CFixtures_r140_a: TypeEncodable {
  /// `{r140_a=qC[2d]f}`.
  public static let typeEncoding = try! TypeEncoding("{r140_a=qC[2d]f}")
}
extension CFixtures_r141_a: TypeEncodable {
  /// `{r141_a=B}`.
  public static let typeEncoding = try! TypeEncoding("{r141_a=B}")
}
extension CFixtures_r141_b: TypeEncodable {
  /// `{r141_b=[3I]df[2f]fd}`.
  public static let typeEncoding = try! TypeEncoding("{r141_b=[3I]df[2f]fd}")
}
extension CFixtures_r142_a: TypeEncodable {
  /// `{r142_a=qqcd}`.
  public static let typeEncoding = try! TypeEncoding("{r142_a=qqcd}")
}
extension CFixtures_r143_a: TypeEncodable {
  /// `{r143_a=sf[2i][1d]f}`.
  public static let typeEncoding = try! TypeEncoding("{r143_a=sf[2i][1d]f}")
}
extension CFixtures_r144_a: TypeEncodable {
  /// `{r144_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r144_a=d}")
}
extension CFixtures_r144_b: TypeEncodable {
  /// `{r144_b=[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r144_b=[2f]}")
}
extension CFixtures_r144_c: TypeEncodable {
  /// `{r144_c=[2f][2f]fd[1f]}`.
  public static let typeEncoding = try! TypeEncoding("{r144_c=[2f][2f]fd[1f]}")
}
extension CFixtures_r145_b: TypeEncodable {
  /// `{r145_b=^v{r145_a=f}}`.
  public static let typeEncoding = try! TypeEncoding("{r145_b=^v{r145_a=f}}")
}
extension CFixtures_r146_a: TypeEncodable {
  /// `{r146_a=S[1c]SBI[2d]}`.
  public static let typeEncoding = try! TypeEncoding("{r146_a=S[1c]SBI[2d]}")
}
extension CFixtures_r147_a: TypeEncodable {
  /// `{r147_a=ffff}`.
  public static let typeEncoding = try! TypeEncoding("{r147_a=ffff}")
}
extension CFixtures_r147_d: TypeEncodable {
  /// `{r147_d=f{r147_b=ff[3B]}{r147_c=[4B]}}`.
  public static let typeEncoding = try! TypeEncoding("{r147_d=f{r147_b=ff[3B]}{r147_c=[4B]}}")
}
extension CFixtures_r147_e: TypeEncodable {
  /// `{r147_e=sq^vQ}`.
  public static let typeEncoding = try! TypeEncoding("{r147_e=sq^vQ}")
}
extension CFixtures_r147_g: TypeEncodable {
  /// `{r147_g=f[2Q]{r147_f=d}Qd}`.
  public static let typeEncoding = try! TypeEncoding("{r147_g=f[2Q]{r147_f=d}Qd}")
}
extension CFixtures_r147_h: TypeEncodable {
  /// `{r147_h=dfd}`.
  public static let typeEncoding = try! TypeEncoding("{r147_h=dfd}")
}
extension CFixtures_r147_i: TypeEncodable {
  /// `{r147_i=d[4s]}`.
  public static let typeEncoding = try! TypeEncoding("{r147_i=d[4s]}")
}
extension CFixtures_r147_j: TypeEncodable {
  /// `{r147_j=f}`.
  public static let typeEncoding = try! TypeEncoding("{r147_j=f}")
}
extension CFixtures_r147_k: TypeEncodable {
  /// `{r147_k=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r147_k=fd}")
}
extension CFixtures_r148_a: TypeEncodable {
  /// `{r148_a=[3B]QSB}`.
  public static let typeEncoding = try! TypeEncoding("{r148_a=[3B]QSB}")
}
extension CFixtures_r148_b: TypeEncodable {
  /// `{r148_b=^vCCfQ}`.
  public static let typeEncoding = try! TypeEncoding("{r148_b=^vCCfQ}")
}
extension CFixtures_r148_c: TypeEncodable {
  /// `{r148_c=^vCS}`.
  public static let typeEncoding = try! TypeEncoding("{r148_c=^vCS}")
}
extension CFixtures_r148_d: TypeEncodable {
  /// `{r148_d=Id}`.
  public static let typeEncoding = try! TypeEncoding("{r148_d=Id}")
}
extension CFixtures_r148_e: TypeEncodable {
  /// `{r148_e=sd}`.
  public static let typeEncoding = try! TypeEncoding("{r148_e=sd}")
}
extension CFixtures_r148_f: TypeEncodable {
  /// `{r148_f=d}`.
  public static let typeEncoding = try! TypeEncoding("{r148_f=d}")
}
extension CFixtures_r148_h: TypeEncodable {
  /// `{r148_h=B{r148_g=B[3C]d}}`.
  public static let typeEncoding = try! TypeEncoding("{r148_h=B{r148_g=B[3C]d}}")
}
extension CFixtures_r148_i: TypeEncodable {
  /// `{r148_i=dQ}`.
  public static let typeEncoding = try! TypeEncoding("{r148_i=dQ}")
}
extension CFixtures_r149_a: TypeEncodable {
  /// `{r149_a=isdI}`.
  public static let typeEncoding = try! TypeEncoding("{r149_a=isdI}")
}
extension CFixtures_r150_a: TypeEncodable {
  /// `{r150_a=SQ}`.
  public static let typeEncoding = try! TypeEncoding("{r150_a=SQ}")
}
extension CFixtures_r150_b: TypeEncodable {
  /// `{r150_b=Sd}`.
  public static let typeEncoding = try! TypeEncoding("{r150_b=Sd}")
}
extension CFixtures_r150_c: TypeEncodable {
  /// `{r150_c=dSB}`.
  public static let typeEncoding = try! TypeEncoding("{r150_c=dSB}")
}
extension CFixtures_r150_d: TypeEncodable {
  /// `{r150_d=f}`.
  public static let typeEncoding = try! TypeEncoding("{r150_d=f}")
}
extension CFixtures_r151_a: TypeEncodable {
  /// `{r151_a=f[1^v]Sfid}`.
  public static let typeEncoding = try! TypeEncoding("{r151_a=f[1^v]Sfid}")
}
extension CFixtures_r151_c: TypeEncodable {
  /// `{r151_c={r151_b=dQ}}`.
  public static let typeEncoding = try! TypeEncoding("{r151_c={r151_b=dQ}}")
}
extension CFixtures_r152_a: TypeEncodable {
  /// `{r152_a=dfd[1f]d}`.
  public static let typeEncoding = try! TypeEncoding("{r152_a=dfd[1f]d}")
}
extension CFixtures_r152_b: TypeEncodable {
  /// `{r152_b=[4S]Cccc}`.
  public static let typeEncoding = try! TypeEncoding("{r152_b=[4S]Cccc}")
}
extension CFixtures_r152_c: TypeEncodable {
  /// `{r152_c=ic[2I]}`.
  public static let typeEncoding = try! TypeEncoding("{r152_c=ic[2I]}")
}
extension CFixtures_r153_a: TypeEncodable {
  /// `{r153_a=s}`.
  public static let typeEncoding = try! TypeEncoding("{r153_a=s}")
}
extension CFixtures_r156_a: TypeEncodable {
  /// `{r156_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r156_a=f}")
}
extension CFixtures_r156_b: TypeEncodable {
  /// `{r156_b=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r156_b=ff}")
}
extension CFixtures_r156_c: TypeEncodable {
  /// `{r156_c=Qf}`.
  public static let typeEncoding = try! TypeEncoding("{r156_c=Qf}")
}
extension CFixtures_r156_d: TypeEncodable {
  /// `{r156_d=BBi}`.
  public static let typeEncoding = try! TypeEncoding("{r156_d=BBi}")
}
extension CFixtures_r157_a: TypeEncodable {
  /// `{r157_a=cId}`.
  public static let typeEncoding = try! TypeEncoding("{r157_a=cId}")
}
extension CFixtures_r158_a: TypeEncodable {
  /// `{r158_a=Qf[2d]s}`.
  public static let typeEncoding = try! TypeEncoding("{r158_a=Qf[2d]s}")
}
extension CFixtures_r158_c: TypeEncodable {
  /// `{r158_c=d{r158_b=[3d]}f}`.
  public static let typeEncoding = try! TypeEncoding("{r158_c=d{r158_b=[3d]}f}")
}
extension CFixtures_r158_d: TypeEncodable {
  /// `{r158_d=C}`.
  public static let typeEncoding = try! TypeEncoding("{r158_d=C}")
}
extension CFixtures_r158_e: TypeEncodable {
  /// `{r158_e=dddf}`.
  public static let typeEncoding = try! TypeEncoding("{r158_e=dddf}")
}
extension CFixtures_r159_a: TypeEncodable {
  /// `{r159_a=q}`.
  public static let typeEncoding = try! TypeEncoding("{r159_a=q}")
}
extension CFixtures_r159_b: TypeEncodable {
  /// `{r159_b=cII}`.
  public static let typeEncoding = try! TypeEncoding("{r159_b=cII}")
}
extension CFixtures_r159_c: TypeEncodable {
  /// `{r159_c=B}`.
  public static let typeEncoding = try! TypeEncoding("{r159_c=B}")
}
extension CFixtures_r159_e: TypeEncodable {
  /// `{r159_e=BBf{r159_d=I[1s]s}B}`.
  public static let typeEncoding = try! TypeEncoding("{r159_e=BBf{r159_d=I[1s]s}B}")
}
extension CFixtures_r159_h: TypeEncodable {
  /// `{r159_h={r159_f=B}sBc{r159_g=q}}`.
  public static let typeEncoding = try! TypeEncoding("{r159_h={r159_f=B}sBc{r159_g=q}}")
}
extension CFixtures_r160_a: TypeEncodable {
  /// `{r160_a=fI[3S]fd}`.
  public static let typeEncoding = try! TypeEncoding("{r160_a=fI[3S]fd}")
}
extension CFixtures_r160_c: TypeEncodable {
  /// `{r160_c=ff{r160_b=d}}`.
  public static let typeEncoding = try! TypeEncoding("{r160_c=ff{r160_b=d}}")
}
extension CFixtures_r162_a: TypeEncodable {
  /// `{r162_a=iId}`.
  public static let typeEncoding = try! TypeEncoding("{r162_a=iId}")
}
extension CFixtures_r163_a: TypeEncodable {
  /// `{r163_a=Sfd}`.
  public static let typeEncoding = try! TypeEncoding("{r163_a=Sfd}")
}
extension CFixtures_r163_b: TypeEncodable {
  /// `{r163_b=dCs[1S]}`.
  public static let typeEncoding = try! TypeEncoding("{r163_b=dCs[1S]}")
}
extension CFixtures_r164_a: TypeEncodable {
  /// `{r164_a=[1s]CSi}`.
  public static let typeEncoding = try! TypeEncoding("{r164_a=[1s]CSi}")
}
extension CFixtures_r165_b: TypeEncodable {
  /// `{r165_b=[3S]CB{r165_a=[3C][1c]}c}`.
  public static let typeEncoding = try! TypeEncoding("{r165_b=[3S]CB{r165_a=[3C][1c]}c}")
}
extension CFixtures_r166_b: TypeEncodable {
  /// `{r166_b=fS{r166_a=[4f]}}`.
  public static let typeEncoding = try! TypeEncoding("{r166_b=fS{r166_a=[4f]}}")
}
extension CFixtures_r166_c: TypeEncodable {
  /// `{r166_c=df[2C][2c]}`.
  public static let typeEncoding = try! TypeEncoding("{r166_c=df[2C][2c]}")
}
extension CFixtures_r167_c: TypeEncodable {
  /// `{r167_c={r167_a=sI}c{r167_b=i}c}`.
  public static let typeEncoding = try! TypeEncoding("{r167_c={r167_a=sI}c{r167_b=i}c}")
}
extension CFixtures_r168_a: TypeEncodable {
  /// `{r168_a=[1f]c}`.
  public static let typeEncoding = try! TypeEncoding("{r168_a=[1f]c}")
}
extension CFixtures_r169_a: TypeEncodable {
  /// `{r169_a=fdf}`.
  public static let typeEncoding = try! TypeEncoding("{r169_a=fdf}")
}
extension CFixtures_r169_b: TypeEncodable {
  /// `{r169_b=[2f][4B]f}`.
  public static let typeEncoding = try! TypeEncoding("{r169_b=[2f][4B]f}")
}
extension CFixtures_r169_d: TypeEncodable {
  /// `{r169_d={r169_c=Q}}`.
  public static let typeEncoding = try! TypeEncoding("{r169_d={r169_c=Q}}")
}
extension CFixtures_r170_a: TypeEncodable {
  /// `{r170_a=sd}`.
  public static let typeEncoding = try! TypeEncoding("{r170_a=sd}")
}
extension CFixtures_r171_b: TypeEncodable {
  /// `{r171_b={r171_a=BCS}s}`.
  public static let typeEncoding = try! TypeEncoding("{r171_b={r171_a=BCS}s}")
}
extension CFixtures_r172_b: TypeEncodable {
  /// `{r172_b={r172_a=[1d]}df[2S]}`.
  public static let typeEncoding = try! TypeEncoding("{r172_b={r172_a=[1d]}df[2S]}")
}
extension CFixtures_r173_a: TypeEncodable {
  /// `{r173_a=[1q]c}`.
  public static let typeEncoding = try! TypeEncoding("{r173_a=[1q]c}")
}
extension CFixtures_r173_b: TypeEncodable {
  /// `{r173_b=df}`.
  public static let typeEncoding = try! TypeEncoding("{r173_b=df}")
}
extension CFixtures_r173_c: TypeEncodable {
  /// `{r173_c=d^v}`.
  public static let typeEncoding = try! TypeEncoding("{r173_c=d^v}")
}
extension CFixtures_r174_a: TypeEncodable {
  /// `{r174_a=[3q]}`.
  public static let typeEncoding = try! TypeEncoding("{r174_a=[3q]}")
}
extension CFixtures_r175_a: TypeEncodable {
  /// `{r175_a=[2f]q[2d]}`.
  public static let typeEncoding = try! TypeEncoding("{r175_a=[2f]q[2d]}")
}
extension CFixtures_r175_b: TypeEncodable {
  /// `{r175_b=BC}`.
  public static let typeEncoding = try! TypeEncoding("{r175_b=BC}")
}
extension CFixtures_r175_c: TypeEncodable {
  /// `{r175_c=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r175_c=ff}")
}
extension CFixtures_r175_d: TypeEncodable {
  /// `{r175_d=fSd}`.
  public static let typeEncoding = try! TypeEncoding("{r175_d=fSd}")
}
extension CFixtures_r175_e: TypeEncodable {
  /// `{r175_e=[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r175_e=[2f]}")
}
extension CFixtures_r175_f: TypeEncodable {
  /// `{r175_f=d[2B]CCqd}`.
  public static let typeEncoding = try! TypeEncoding("{r175_f=d[2B]CCqd}")
}
extension CFixtures_r175_g: TypeEncodable {
  /// `{r175_g=fff}`.
  public static let typeEncoding = try! TypeEncoding("{r175_g=fff}")
}
extension CFixtures_r176_a: TypeEncodable {
  /// `{r176_a=f[1f]fs}`.
  public static let typeEncoding = try! TypeEncoding("{r176_a=f[1f]fs}")
}
extension CFixtures_r179_b: TypeEncodable {
  /// `{r179_b={r179_a=d}B}`.
  public static let typeEncoding = try! TypeEncoding("{r179_b={r179_a=d}B}")
}
extension CFixtures_r179_c: TypeEncodable {
  /// `{r179_c=c}`.
  public static let typeEncoding = try! TypeEncoding("{r179_c=c}")
}
extension CFixtures_r179_d: TypeEncodable {
  /// `{r179_d=dIdS}`.
  public static let typeEncoding = try! TypeEncoding("{r179_d=dIdS}")
}
extension CFixtures_r181_b: TypeEncodable {
  /// `{r181_b=cS{r181_a=d^vI}}`.
  public static let typeEncoding = try! TypeEncoding("{r181_b=cS{r181_a=d^vI}}")
}
extension CFixtures_r181_c: TypeEncodable {
  /// `{r181_c=dBiCq}`.
  public static let typeEncoding = try! TypeEncoding("{r181_c=dBiCq}")
}
extension CFixtures_r181_d: TypeEncodable {
  /// `{r181_d=[3f]dd}`.
  public static let typeEncoding = try! TypeEncoding("{r181_d=[3f]dd}")
}
extension CFixtures_r182_a: TypeEncodable {
  /// `{r182_a=Bfd}`.
  public static let typeEncoding = try! TypeEncoding("{r182_a=Bfd}")
}
extension CFixtures_r182_c: TypeEncodable {
  /// `{r182_c={r182_b=fdd}}`.
  public static let typeEncoding = try! TypeEncoding("{r182_c={r182_b=fdd}}")
}
extension CFixtures_r182_e: TypeEncodable {
  /// `{r182_e={r182_d=qd}}`.
  public static let typeEncoding = try! TypeEncoding("{r182_e={r182_d=qd}}")
}
extension CFixtures_r182_g: TypeEncodable {
  /// `{r182_g=ff{r182_f=c}}`.
  public static let typeEncoding = try! TypeEncoding("{r182_g=ff{r182_f=c}}")
}
extension CFixtures_r182_h: TypeEncodable {
  /// `{r182_h=f}`.
  public static let typeEncoding = try! TypeEncoding("{r182_h=f}")
}
extension CFixtures_r182_j: TypeEncodable {
  /// `{r182_j=di^v{r182_i=Qd}}`.
  public static let typeEncoding = try! TypeEncoding("{r182_j=di^v{r182_i=Qd}}")
}
extension CFixtures_r182_l: TypeEncodable {
  /// `{r182_l=^vC^v{r182_k=Q[2^v]}}`.
  public static let typeEncoding = try! TypeEncoding("{r182_l=^vC^v{r182_k=Q[2^v]}}")
}
extension CFixtures_r183_c: TypeEncodable {
  /// `{r183_c={r183_a=d}B{r183_b=dfB}cd}`.
  public static let typeEncoding = try! TypeEncoding("{r183_c={r183_a=d}B{r183_b=dfB}cd}")
}
extension CFixtures_r183_e: TypeEncodable {
  /// `{r183_e=[1f]f{r183_d=[1f]}fff}`.
  public static let typeEncoding = try! TypeEncoding("{r183_e=[1f]f{r183_d=[1f]}fff}")
}
extension CFixtures_r184_a: TypeEncodable {
  /// `{r184_a=cfd}`.
  public static let typeEncoding = try! TypeEncoding("{r184_a=cfd}")
}
extension CFixtures_r185_a: TypeEncodable {
  /// `{r185_a=[4C]d}`.
  public static let typeEncoding = try! TypeEncoding("{r185_a=[4C]d}")
}
extension CFixtures_r185_c: TypeEncodable {
  /// `{r185_c=ff{r185_b=sf}}`.
  public static let typeEncoding = try! TypeEncoding("{r185_c=ff{r185_b=sf}}")
}
extension CFixtures_r187_b: TypeEncodable {
  /// `{r187_b=B^v{r187_a=q[1f]I}dd}`.
  public static let typeEncoding = try! TypeEncoding("{r187_b=B^v{r187_a=q[1f]I}dd}")
}
extension CFixtures_r188_b: TypeEncodable {
  /// `{r188_b={r188_a=s}cs^v}`.
  public static let typeEncoding = try! TypeEncoding("{r188_b={r188_a=s}cs^v}")
}
extension CFixtures_r190_a: TypeEncodable {
  /// `{r190_a=df}`.
  public static let typeEncoding = try! TypeEncoding("{r190_a=df}")
}
extension CFixtures_r191_a: TypeEncodable {
  /// `{r191_a=cs}`.
  public static let typeEncoding = try! TypeEncoding("{r191_a=cs}")
}
extension CFixtures_r192_a: TypeEncodable {
  /// `{r192_a=qC}`.
  public static let typeEncoding = try! TypeEncoding("{r192_a=qC}")
}
extension CFixtures_r194_a: TypeEncodable {
  /// `{r194_a=iffQf}`.
  public static let typeEncoding = try! TypeEncoding("{r194_a=iffQf}")
}
extension CFixtures_r195_b: TypeEncodable {
  /// `{r195_b=[4I]{r195_a=f}f^v}`.
  public static let typeEncoding = try! TypeEncoding("{r195_b=[4I]{r195_a=f}f^v}")
}
extension CFixtures_r195_c: TypeEncodable {
  /// `{r195_c=[1q]}`.
  public static let typeEncoding = try! TypeEncoding("{r195_c=[1q]}")
}
extension CFixtures_r195_e: TypeEncodable {
  /// `{r195_e=i{r195_d=BS}IdIf}`.
  public static let typeEncoding = try! TypeEncoding("{r195_e=i{r195_d=BS}IdIf}")
}
extension CFixtures_r196_a: TypeEncodable {
  /// `{r196_a=ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r196_a=ffd}")
}
extension CFixtures_r196_b: TypeEncodable {
  /// `{r196_b=fqfc}`.
  public static let typeEncoding = try! TypeEncoding("{r196_b=fqfc}")
}
extension CFixtures_r198_a: TypeEncodable {
  /// `{r198_a=SB}`.
  public static let typeEncoding = try! TypeEncoding("{r198_a=SB}")
}
extension CFixtures_r198_b: TypeEncodable {
  /// `{r198_b=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r198_b=dd}")
}
extension CFixtures_r198_d: TypeEncodable {
  /// `{r198_d=ddff{r198_c=f}}`.
  public static let typeEncoding = try! TypeEncoding("{r198_d=ddff{r198_c=f}}")
}
extension CFixtures_r198_e: TypeEncodable {
  /// `{r198_e=dC}`.
  public static let typeEncoding = try! TypeEncoding("{r198_e=dC}")
}
extension CFixtures_r198_f: TypeEncodable {
  /// `{r198_f=fdfd}`.
  public static let typeEncoding = try! TypeEncoding("{r198_f=fdfd}")
}
extension CFixtures_r198_h: TypeEncodable {
  /// `{r198_h=dd{r198_g=f}}`.
  public static let typeEncoding = try! TypeEncoding("{r198_h=dd{r198_g=f}}")
}
extension CFixtures_r198_i: TypeEncodable {
  /// `{r198_i=cf}`.
  public static let typeEncoding = try! TypeEncoding("{r198_i=cf}")
}
extension CFixtures_r199_a: TypeEncodable {
  /// `{r199_a=[2^v]}`.
  public static let typeEncoding = try! TypeEncoding("{r199_a=[2^v]}")
}
extension CFixtures_r199_b: TypeEncodable {
  /// `{r199_b=fQ}`.
  public static let typeEncoding = try! TypeEncoding("{r199_b=fQ}")
}
extension CFixtures_r200_a: TypeEncodable {
  /// `{r200_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r200_a=f}")
}
extension CFixtures_r201_a: TypeEncodable {
  /// `{r201_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r201_a=f}")
}
extension CFixtures_r204_b: TypeEncodable {
  /// `{r204_b=B{r204_a=Bs}d}`.
  public static let typeEncoding = try! TypeEncoding("{r204_b=B{r204_a=Bs}d}")
}
extension CFixtures_r204_c: TypeEncodable {
  /// `{r204_c=s}`.
  public static let typeEncoding = try! TypeEncoding("{r204_c=s}")
}
extension CFixtures_r205_a: TypeEncodable {
  /// `{r205_a=[1C]ff}`.
  public static let typeEncoding = try! TypeEncoding("{r205_a=[1C]ff}")
}
extension CFixtures_r205_c: TypeEncodable {
  /// `{r205_c=Cq{r205_b=Q}fdQ}`.
  public static let typeEncoding = try! TypeEncoding("{r205_c=Cq{r205_b=Q}fdQ}")
}
extension CFixtures_r205_f: TypeEncodable {
  /// `{r205_f=f{r205_d=fdd}{r205_e=[1d]}}`.
  public static let typeEncoding = try! TypeEncoding("{r205_f=f{r205_d=fdd}{r205_e=[1d]}}")
}
extension CFixtures_r208_a: TypeEncodable {
  /// `{r208_a=[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r208_a=[1d]}")
}
extension CFixtures_r208_b: TypeEncodable {
  /// `{r208_b=q[1S]^v}`.
  public static let typeEncoding = try! TypeEncoding("{r208_b=q[1S]^v}")
}
extension CFixtures_r209_a: TypeEncodable {
  /// `{r209_a=cS}`.
  public static let typeEncoding = try! TypeEncoding("{r209_a=cS}")
}
extension CFixtures_r210_a: TypeEncodable {
  /// `{r210_a=Ifd}`.
  public static let typeEncoding = try! TypeEncoding("{r210_a=Ifd}")
}
extension CFixtures_r211_b: TypeEncodable {
  /// `{r211_b=q{r211_a=df[1Q]}s}`.
  public static let typeEncoding = try! TypeEncoding("{r211_b=q{r211_a=df[1Q]}s}")
}
extension CFixtures_r211_d: TypeEncodable {
  /// `{r211_d=^vd{r211_c=I}}`.
  public static let typeEncoding = try! TypeEncoding("{r211_d=^vd{r211_c=I}}")
}
extension CFixtures_r212_b: TypeEncodable {
  /// `{r212_b=ssCSQ{r212_a=d^vQ}}`.
  public static let typeEncoding = try! TypeEncoding("{r212_b=ssCSQ{r212_a=d^vQ}}")
}
extension CFixtures_r212_c: TypeEncodable {
  /// `{r212_c=fB}`.
  public static let typeEncoding = try! TypeEncoding("{r212_c=fB}")
}
extension CFixtures_r213_a: TypeEncodable {
  /// `{r213_a=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r213_a=dd}")
}
extension CFixtures_r214_a: TypeEncodable {
  /// `{r214_a=[4B]BB}`.
  public static let typeEncoding = try! TypeEncoding("{r214_a=[4B]BB}")
}
extension CFixtures_r214_b: TypeEncodable {
  /// `{r214_b=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r214_b=dd}")
}
extension CFixtures_r214_c: TypeEncodable {
  /// `{r214_c=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r214_c=dd}")
}
extension CFixtures_r215_a: TypeEncodable {
  /// `{r215_a=f[2d]}`.
  public static let typeEncoding = try! TypeEncoding("{r215_a=f[2d]}")
}
extension CFixtures_r215_b: TypeEncodable {
  /// `{r215_b=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r215_b=dd}")
}
extension CFixtures_r216_a: TypeEncodable {
  /// `{r216_a=fff}`.
  public static let typeEncoding = try! TypeEncoding("{r216_a=fff}")
}
extension CFixtures_r216_b: TypeEncodable {
  /// `{r216_b=dSCi}`.
  public static let typeEncoding = try! TypeEncoding("{r216_b=dSCi}")
}
extension CFixtures_r218_d: TypeEncodable {
  /// `{r218_d=dC{r218_a=B}{r218_b=i}I{r218_c=SC}}`.
  public static let typeEncoding = try! TypeEncoding("{r218_d=dC{r218_a=B}{r218_b=i}I{r218_c=SC}}")
}
extension CFixtures_r219_b: TypeEncodable {
  /// `{r219_b={r219_a=S}Q}`.
  public static let typeEncoding = try! TypeEncoding("{r219_b={r219_a=S}Q}")
}
extension CFixtures_r220_a: TypeEncodable {
  /// `{r220_a=d[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r220_a=d[2f]}")
}
extension CFixtures_r220_b: TypeEncodable {
  /// `{r220_b=[2d]}`.
  public static let typeEncoding = try! TypeEncoding("{r220_b=[2d]}")
}
extension CFixtures_r220_c: TypeEncodable {
  /// `{r220_c=ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r220_c=ffd}")
}
extension CFixtures_r220_d: TypeEncodable {
  /// `{r220_d=dddfI}`.
  public static let typeEncoding = try! TypeEncoding("{r220_d=dddfI}")
}
extension CFixtures_r221_a: TypeEncodable {
  /// `{r221_a=cd}`.
  public static let typeEncoding = try! TypeEncoding("{r221_a=cd}")
}
extension CFixtures_r221_b: TypeEncodable {
  /// `{r221_b=^v}`.
  public static let typeEncoding = try! TypeEncoding("{r221_b=^v}")
}
extension CFixtures_r221_c: TypeEncodable {
  /// `{r221_c=^v}`.
  public static let typeEncoding = try! TypeEncoding("{r221_c=^v}")
}
extension CFixtures_r221_d: TypeEncodable {
  /// `{r221_d=ff[2f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r221_d=ff[2f]f}")
}
extension CFixtures_r221_e: TypeEncodable {
  /// `{r221_e=dq}`.
  public static let typeEncoding = try! TypeEncoding("{r221_e=dq}")
}
extension CFixtures_r222_a: TypeEncodable {
  /// `{r222_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r222_a=d}")
}
extension CFixtures_r222_b: TypeEncodable {
  /// `{r222_b=Q[4c]SS}`.
  public static let typeEncoding = try! TypeEncoding("{r222_b=Q[4c]SS}")
}
extension CFixtures_r222_c: TypeEncodable {
  /// `{r222_c=dff[2f][4f]d}`.
  public static let typeEncoding = try! TypeEncoding("{r222_c=dff[2f][4f]d}")
}
extension CFixtures_r222_e: TypeEncodable {
  /// `{r222_e=d{r222_d=f}}`.
  public static let typeEncoding = try! TypeEncoding("{r222_e=d{r222_d=f}}")
}
extension CFixtures_r223_b: TypeEncodable {
  /// `{r223_b={r223_a=[3f]}}`.
  public static let typeEncoding = try! TypeEncoding("{r223_b={r223_a=[3f]}}")
}
extension CFixtures_r223_c: TypeEncodable {
  /// `{r223_c=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r223_c=dd}")
}
extension CFixtures_r224_a: TypeEncodable {
  /// `{r224_a=[4c]}`.
  public static let typeEncoding = try! TypeEncoding("{r224_a=[4c]}")
}
extension CFixtures_r225_a: TypeEncodable {
  /// `{r225_a=s}`.
  public static let typeEncoding = try! TypeEncoding("{r225_a=s}")
}
extension CFixtures_r225_c: TypeEncodable {
  /// `{r225_c={r225_b=Q}QI}`.
  public static let typeEncoding = try! TypeEncoding("{r225_c={r225_b=Q}QI}")
}
extension CFixtures_r225_d: TypeEncodable {
  /// `{r225_d=QB[2i]}`.
  public static let typeEncoding = try! TypeEncoding("{r225_d=QB[2i]}")
}
extension CFixtures_r227_b: TypeEncodable {
  /// `{r227_b={r227_a=dsC}}`.
  public static let typeEncoding = try! TypeEncoding("{r227_b={r227_a=dsC}}")
}
extension CFixtures_r227_c: TypeEncodable {
  /// `{r227_c=B}`.
  public static let typeEncoding = try! TypeEncoding("{r227_c=B}")
}
extension CFixtures_r228_a: TypeEncodable {
  /// `{r228_a=Q}`.
  public static let typeEncoding = try! TypeEncoding("{r228_a=Q}")
}
extension CFixtures_r228_b: TypeEncodable {
  /// `{r228_b=dQdq}`.
  public static let typeEncoding = try! TypeEncoding("{r228_b=dQdq}")
}
extension CFixtures_r228_e: TypeEncodable {
  /// `{r228_e={r228_c=ff}f{r228_d=[2d][1f]f}}`.
  public static let typeEncoding = try! TypeEncoding("{r228_e={r228_c=ff}f{r228_d=[2d][1f]f}}")
}
extension CFixtures_r228_f: TypeEncodable {
  /// `{r228_f=SC}`.
  public static let typeEncoding = try! TypeEncoding("{r228_f=SC}")
}
extension CFixtures_r229_a: TypeEncodable {
  /// `{r229_a=Bfd}`.
  public static let typeEncoding = try! TypeEncoding("{r229_a=Bfd}")
}
extension CFixtures_r229_b: TypeEncodable {
  /// `{r229_b=fddf}`.
  public static let typeEncoding = try! TypeEncoding("{r229_b=fddf}")
}
extension CFixtures_r229_d: TypeEncodable {
  /// `{r229_d=BQ{r229_c=Qd}i}`.
  public static let typeEncoding = try! TypeEncoding("{r229_d=BQ{r229_c=Qd}i}")
}
extension CFixtures_r229_e: TypeEncodable {
  /// `{r229_e=^vQ}`.
  public static let typeEncoding = try! TypeEncoding("{r229_e=^vQ}")
}
extension CFixtures_r229_f: TypeEncodable {
  /// `{r229_f=qi}`.
  public static let typeEncoding = try! TypeEncoding("{r229_f=qi}")
}
extension CFixtures_r229_g: TypeEncodable {
  /// `{r229_g=dS}`.
  public static let typeEncoding = try! TypeEncoding("{r229_g=dS}")
}
extension CFixtures_r229_h: TypeEncodable {
  /// `{r229_h=dQB}`.
  public static let typeEncoding = try! TypeEncoding("{r229_h=dQB}")
}
extension CFixtures_r229_j: TypeEncodable {
  /// `{r229_j={r229_i=fd}[3B]Q}`.
  public static let typeEncoding = try! TypeEncoding("{r229_j={r229_i=fd}[3B]Q}")
}
extension CFixtures_r230_a: TypeEncodable {
  /// `{r230_a=ffd[1f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r230_a=ffd[1f]f}")
}
extension CFixtures_r231_a: TypeEncodable {
  /// `{r231_a=qIc[2c]C}`.
  public static let typeEncoding = try! TypeEncoding("{r231_a=qIc[2c]C}")
}
extension CFixtures_r232_a: TypeEncodable {
  /// `{r232_a=[4f]}`.
  public static let typeEncoding = try! TypeEncoding("{r232_a=[4f]}")
}
extension CFixtures_r235_a: TypeEncodable {
  /// `{r235_a=c}`.
  public static let typeEncoding = try! TypeEncoding("{r235_a=c}")
}
extension CFixtures_r236_a: TypeEncodable {
  /// `{r236_a=[3f]}`.
  public static let typeEncoding = try! TypeEncoding("{r236_a=[3f]}")
}
extension CFixtures_r238_b: TypeEncodable {
  /// `{r238_b={r238_a=df}fddf}`.
  public static let typeEncoding = try! TypeEncoding("{r238_b={r238_a=df}fddf}")
}
extension CFixtures_r238_c: TypeEncodable {
  /// `{r238_c=IS[2c]C}`.
  public static let typeEncoding = try! TypeEncoding("{r238_c=IS[2c]C}")
}
extension CFixtures_r238_e: TypeEncodable {
  /// `{r238_e=df{r238_d=df}ffd}`.
  public static let typeEncoding = try! TypeEncoding("{r238_e=df{r238_d=df}ffd}")
}
extension CFixtures_r238_f: TypeEncodable {
  /// `{r238_f=BSd}`.
  public static let typeEncoding = try! TypeEncoding("{r238_f=BSd}")
}
extension CFixtures_r239_a: TypeEncodable {
  /// `{r239_a=c[3B]sd}`.
  public static let typeEncoding = try! TypeEncoding("{r239_a=c[3B]sd}")
}
extension CFixtures_r239_b: TypeEncodable {
  /// `{r239_b=^v[4I]}`.
  public static let typeEncoding = try! TypeEncoding("{r239_b=^v[4I]}")
}
extension CFixtures_r239_c: TypeEncodable {
  /// `{r239_c=iid}`.
  public static let typeEncoding = try! TypeEncoding("{r239_c=iid}")
}
extension CFixtures_r239_e: TypeEncodable {
  /// `{r239_e=SS[1f]{r239_d=d}C}`.
  public static let typeEncoding = try! TypeEncoding("{r239_e=SS[1f]{r239_d=d}C}")
}
extension CFixtures_r239_g: TypeEncodable {
  /// `{r239_g=[1d]iq{r239_f=d}q}`.
  public static let typeEncoding = try! TypeEncoding("{r239_g=[1d]iq{r239_f=d}q}")
}
extension CFixtures_r240_a: TypeEncodable {
  /// `{r240_a=[4q]}`.
  public static let typeEncoding = try! TypeEncoding("{r240_a=[4q]}")
}
extension CFixtures_r240_b: TypeEncodable {
  /// `{r240_b=f^viC}`.
  public static let typeEncoding = try! TypeEncoding("{r240_b=f^viC}")
}
extension CFixtures_r240_c: TypeEncodable {
  /// `{r240_c=Ccd}`.
  public static let typeEncoding = try! TypeEncoding("{r240_c=Ccd}")
}
extension CFixtures_r241_b: TypeEncodable {
  /// `{r241_b=qd{r241_a=C[3I]}SS}`.
  public static let typeEncoding = try! TypeEncoding("{r241_b=qd{r241_a=C[3I]}SS}")
}
extension CFixtures_r243_a: TypeEncodable {
  /// `{r243_a=qf}`.
  public static let typeEncoding = try! TypeEncoding("{r243_a=qf}")
}
extension CFixtures_r245_a: TypeEncodable {
  /// `{r245_a=CscSI}`.
  public static let typeEncoding = try! TypeEncoding("{r245_a=CscSI}")
}
extension CFixtures_r245_b: TypeEncodable {
  /// `{r245_b=B}`.
  public static let typeEncoding = try! TypeEncoding("{r245_b=B}")
}
extension CFixtures_r246_b: TypeEncodable {
  /// `{r246_b=df{r246_a=CdQ}}`.
  public static let typeEncoding = try! TypeEncoding("{r246_b=df{r246_a=CdQ}}")
}
extension CFixtures_r246_c: TypeEncodable {
  /// `{r246_c=Cfd}`.
  public static let typeEncoding = try! TypeEncoding("{r246_c=Cfd}")
}
extension CFixtures_r246_e: TypeEncodable {
  /// `{r246_e=If{r246_d=d[3S]s}d}`.
  public static let typeEncoding = try! TypeEncoding("{r246_e=If{r246_d=d[3S]s}d}")
}
extension CFixtures_r246_f: TypeEncodable {
  /// `{r246_f=dSi}`.
  public static let typeEncoding = try! TypeEncoding("{r246_f=dSi}")
}
extension CFixtures_r246_g: TypeEncodable {
  /// `{r246_g=q^v}`.
  public static let typeEncoding = try! TypeEncoding("{r246_g=q^v}")
}
extension CFixtures_r246_i: TypeEncodable {
  /// `{r246_i={r246_h=[1d]B}}`.
  public static let typeEncoding = try! TypeEncoding("{r246_i={r246_h=[1d]B}}")
}
extension CFixtures_r246_j: TypeEncodable {
  /// `{r246_j=df[4f]Bd[4c]}`.
  public static let typeEncoding = try! TypeEncoding("{r246_j=df[4f]Bd[4c]}")
}
extension CFixtures_r247_a: TypeEncodable {
  /// `{r247_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r247_a=f}")
}
extension CFixtures_r248_a: TypeEncodable {
  /// `{r248_a=d[1d]fddf}`.
  public static let typeEncoding = try! TypeEncoding("{r248_a=d[1d]fddf}")
}
extension CFixtures_r248_c: TypeEncodable {
  /// `{r248_c={r248_b=d[1s]}}`.
  public static let typeEncoding = try! TypeEncoding("{r248_c={r248_b=d[1s]}}")
}
extension CFixtures_r248_d: TypeEncodable {
  /// `{r248_d=[2^v]}`.
  public static let typeEncoding = try! TypeEncoding("{r248_d=[2^v]}")
}
extension CFixtures_r252_a: TypeEncodable {
  /// `{r252_a=dq}`.
  public static let typeEncoding = try! TypeEncoding("{r252_a=dq}")
}
extension CFixtures_r253_a: TypeEncodable {
  /// `{r253_a=[2d]}`.
  public static let typeEncoding = try! TypeEncoding("{r253_a=[2d]}")
}
extension CFixtures_r254_b: TypeEncodable {
  /// `{r254_b=df{r254_a=[1i]^vQ}}`.
  public static let typeEncoding = try! TypeEncoding("{r254_b=df{r254_a=[1i]^vQ}}")
}
extension CFixtures_r255_b: TypeEncodable {
  /// `{r255_b=f[1c]B{r255_a=dd}}`.
  public static let typeEncoding = try! TypeEncoding("{r255_b=f[1c]B{r255_a=dd}}")
}
extension CFixtures_r255_d: TypeEncodable {
  /// `{r255_d={r255_c=[4S]ff}B[4f]}`.
  public static let typeEncoding = try! TypeEncoding("{r255_d={r255_c=[4S]ff}B[4f]}")
}
extension CFixtures_r256_a: TypeEncodable {
  /// `{r256_a=fq}`.
  public static let typeEncoding = try! TypeEncoding("{r256_a=fq}")
}
extension CFixtures_r260_a: TypeEncodable {
  /// `{r260_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r260_a=d}")
}
extension CFixtures_r261_c: TypeEncodable {
  /// `{r261_c=B{r261_a=[3i]}{r261_b=q}Bc}`.
  public static let typeEncoding = try! TypeEncoding("{r261_c=B{r261_a=[3i]}{r261_b=q}Bc}")
}
extension CFixtures_r261_d: TypeEncodable {
  /// `{r261_d=CS}`.
  public static let typeEncoding = try! TypeEncoding("{r261_d=CS}")
}
extension CFixtures_r261_f: TypeEncodable {
  /// `{r261_f=df{r261_e=[1d]fd}I}`.
  public static let typeEncoding = try! TypeEncoding("{r261_f=df{r261_e=[1d]fd}I}")
}
extension CFixtures_r261_g: TypeEncodable {
  /// `{r261_g=cBi}`.
  public static let typeEncoding = try! TypeEncoding("{r261_g=cBi}")
}
extension CFixtures_r262_b: TypeEncodable {
  /// `{r262_b=q{r262_a=[4S]dQ}}`.
  public static let typeEncoding = try! TypeEncoding("{r262_b=q{r262_a=[4S]dQ}}")
}
extension CFixtures_r263_a: TypeEncodable {
  /// `{r263_a=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r263_a=fd}")
}
extension CFixtures_r263_b: TypeEncodable {
  /// `{r263_b=S[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r263_b=S[2f]}")
}
extension CFixtures_r268_a: TypeEncodable {
  /// `{r268_a=dSd}`.
  public static let typeEncoding = try! TypeEncoding("{r268_a=dSd}")
}
extension CFixtures_r268_b: TypeEncodable {
  /// `{r268_b=Css}`.
  public static let typeEncoding = try! TypeEncoding("{r268_b=Css}")
}
extension CFixtures_r269_a: TypeEncodable {
  /// `{r269_a=dSf}`.
  public static let typeEncoding = try! TypeEncoding("{r269_a=dSf}")
}
extension CFixtures_r269_b: TypeEncodable {
  /// `{r269_b=ff[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r269_b=ff[2f]}")
}
extension CFixtures_r269_d: TypeEncodable {
  /// `{r269_d=S{r269_c=sB}}`.
  public static let typeEncoding = try! TypeEncoding("{r269_d=S{r269_c=sB}}")
}
extension CFixtures_r269_e: TypeEncodable {
  /// `{r269_e=Q}`.
  public static let typeEncoding = try! TypeEncoding("{r269_e=Q}")
}
extension CFixtures_r270_a: TypeEncodable {
  /// `{r270_a=S}`.
  public static let typeEncoding = try! TypeEncoding("{r270_a=S}")
}
extension CFixtures_r270_b: TypeEncodable {
  /// `{r270_b=^vBS}`.
  public static let typeEncoding = try! TypeEncoding("{r270_b=^vBS}")
}
extension CFixtures_r270_c: TypeEncodable {
  /// `{r270_c=diSB}`.
  public static let typeEncoding = try! TypeEncoding("{r270_c=diSB}")
}
extension CFixtures_r271_c: TypeEncodable {
  /// `{r271_c={r271_a=dd}{r271_b=dd}f}`.
  public static let typeEncoding = try! TypeEncoding("{r271_c={r271_a=dd}{r271_b=dd}f}")
}
extension CFixtures_r271_d: TypeEncodable {
  /// `{r271_d=dfdqQ[1f]}`.
  public static let typeEncoding = try! TypeEncoding("{r271_d=dfdqQ[1f]}")
}
extension CFixtures_r271_e: TypeEncodable {
  /// `{r271_e=iCf[4q]}`.
  public static let typeEncoding = try! TypeEncoding("{r271_e=iCf[4q]}")
}
extension CFixtures_r271_f: TypeEncodable {
  /// `{r271_f=Sq}`.
  public static let typeEncoding = try! TypeEncoding("{r271_f=Sq}")
}
extension CFixtures_r271_g: TypeEncodable {
  /// `{r271_g=df}`.
  public static let typeEncoding = try! TypeEncoding("{r271_g=df}")
}
extension CFixtures_r272_b: TypeEncodable {
  /// `{r272_b=B{r272_a=d}}`.
  public static let typeEncoding = try! TypeEncoding("{r272_b=B{r272_a=d}}")
}
extension CFixtures_r272_c: TypeEncodable {
  /// `{r272_c=d}`.
  public static let typeEncoding = try! TypeEncoding("{r272_c=d}")
}
extension CFixtures_r272_e: TypeEncodable {
  /// `{r272_e={r272_d=i}d}`.
  public static let typeEncoding = try! TypeEncoding("{r272_e={r272_d=i}d}")
}
extension CFixtures_r272_g: TypeEncodable {
  /// `{r272_g={r272_f=dd}d}`.
  public static let typeEncoding = try! TypeEncoding("{r272_g={r272_f=dd}d}")
}
extension CFixtures_r273_a: TypeEncodable {
  /// `{r273_a=[3B]f}`.
  public static let typeEncoding = try! TypeEncoding("{r273_a=[3B]f}")
}
extension CFixtures_r275_a: TypeEncodable {
  /// `{r275_a=q}`.
  public static let typeEncoding = try! TypeEncoding("{r275_a=q}")
}
extension CFixtures_r275_c: TypeEncodable {
  /// `{r275_c=ffff{r275_b=ddd}}`.
  public static let typeEncoding = try! TypeEncoding("{r275_c=ffff{r275_b=ddd}}")
}
extension CFixtures_r275_d: TypeEncodable {
  /// `{r275_d=iIc}`.
  public static let typeEncoding = try! TypeEncoding("{r275_d=iIc}")
}
extension CFixtures_r275_e: TypeEncodable {
  /// `{r275_e=d}`.
  public static let typeEncoding = try! TypeEncoding("{r275_e=d}")
}
extension CFixtures_r275_f: TypeEncodable {
  /// `{r275_f=q[2B]}`.
  public static let typeEncoding = try! TypeEncoding("{r275_f=q[2B]}")
}
extension CFixtures_r275_g: TypeEncodable {
  /// `{r275_g=C}`.
  public static let typeEncoding = try! TypeEncoding("{r275_g=C}")
}
extension CFixtures_r276_a: TypeEncodable {
  /// `{r276_a=dff}`.
  public static let typeEncoding = try! TypeEncoding("{r276_a=dff}")
}
extension CFixtures_r277_b: TypeEncodable {
  /// `{r277_b=d{r277_a=[4S][4B][4c]}B}`.
  public static let typeEncoding = try! TypeEncoding("{r277_b=d{r277_a=[4S][4B][4c]}B}")
}
extension CFixtures_r277_d: TypeEncodable {
  /// `{r277_d={r277_c=[2C]}Bc}`.
  public static let typeEncoding = try! TypeEncoding("{r277_d={r277_c=[2C]}Bc}")
}
extension CFixtures_r278_a: TypeEncodable {
  /// `{r278_a=dff}`.
  public static let typeEncoding = try! TypeEncoding("{r278_a=dff}")
}
extension CFixtures_r278_b: TypeEncodable {
  /// `{r278_b=ISf}`.
  public static let typeEncoding = try! TypeEncoding("{r278_b=ISf}")
}
extension CFixtures_r279_c: TypeEncodable {
  /// `{r279_c={r279_a=[1f]fd}{r279_b=[1f][1d]}}`.
  public static let typeEncoding = try! TypeEncoding("{r279_c={r279_a=[1f]fd}{r279_b=[1f][1d]}}")
}
extension CFixtures_r279_d: TypeEncodable {
  /// `{r279_d=dff}`.
  public static let typeEncoding = try! TypeEncoding("{r279_d=dff}")
}
extension CFixtures_r279_e: TypeEncodable {
  /// `{r279_e=S[2B]}`.
  public static let typeEncoding = try! TypeEncoding("{r279_e=S[2B]}")
}
extension CFixtures_r279_f: TypeEncodable {
  /// `{r279_f=[3c]dis}`.
  public static let typeEncoding = try! TypeEncoding("{r279_f=[3c]dis}")
}
extension CFixtures_r279_g: TypeEncodable {
  /// `{r279_g=[1f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r279_g=[1f]f}")
}
extension CFixtures_r280_b: TypeEncodable {
  /// `{r280_b=d{r280_a=d}}`.
  public static let typeEncoding = try! TypeEncoding("{r280_b=d{r280_a=d}}")
}
extension CFixtures_r280_c: TypeEncodable {
  /// `{r280_c=d}`.
  public static let typeEncoding = try! TypeEncoding("{r280_c=d}")
}
extension CFixtures_r280_d: TypeEncodable {
  /// `{r280_d=^v[1^v]}`.
  public static let typeEncoding = try! TypeEncoding("{r280_d=^v[1^v]}")
}
extension CFixtures_r281_a: TypeEncodable {
  /// `{r281_a=fQ}`.
  public static let typeEncoding = try! TypeEncoding("{r281_a=fQ}")
}
extension CFixtures_r281_c: TypeEncodable {
  /// `{r281_c=QsS{r281_b=c[2C]}B}`.
  public static let typeEncoding = try! TypeEncoding("{r281_c=QsS{r281_b=c[2C]}B}")
}
extension CFixtures_r281_d: TypeEncodable {
  /// `{r281_d=[3f]dfdd}`.
  public static let typeEncoding = try! TypeEncoding("{r281_d=[3f]dfdd}")
}
extension CFixtures_r283_a: TypeEncodable {
  /// `{r283_a=[4f]ff}`.
  public static let typeEncoding = try! TypeEncoding("{r283_a=[4f]ff}")
}
extension CFixtures_r284_a: TypeEncodable {
  /// `{r284_a=qff}`.
  public static let typeEncoding = try! TypeEncoding("{r284_a=qff}")
}
extension CFixtures_r284_b: TypeEncodable {
  /// `{r284_b=iff}`.
  public static let typeEncoding = try! TypeEncoding("{r284_b=iff}")
}
extension CFixtures_r284_c: TypeEncodable {
  /// `{r284_c=sB}`.
  public static let typeEncoding = try! TypeEncoding("{r284_c=sB}")
}
extension CFixtures_r284_d: TypeEncodable {
  /// `{r284_d=sd}`.
  public static let typeEncoding = try! TypeEncoding("{r284_d=sd}")
}
extension CFixtures_r284_e: TypeEncodable {
  /// `{r284_e=Bd}`.
  public static let typeEncoding = try! TypeEncoding("{r284_e=Bd}")
}
extension CFixtures_r284_f: TypeEncodable {
  /// `{r284_f=[2S]S}`.
  public static let typeEncoding = try! TypeEncoding("{r284_f=[2S]S}")
}
extension CFixtures_r284_h: TypeEncodable {
  /// `{r284_h=s[2q]B{r284_g=[3C][4f]}}`.
  public static let typeEncoding = try! TypeEncoding("{r284_h=s[2q]B{r284_g=[3C][4f]}}")
}
extension CFixtures_r285_b: TypeEncodable {
  /// `{r285_b={r285_a=d}[2c]BC}`.
  public static let typeEncoding = try! TypeEncoding("{r285_b={r285_a=d}[2c]BC}")
}
extension CFixtures_r286_a: TypeEncodable {
  /// `{r286_a=sId}`.
  public static let typeEncoding = try! TypeEncoding("{r286_a=sId}")
}
extension CFixtures_r286_c: TypeEncodable {
  /// `{r286_c=d{r286_b=I}C}`.
  public static let typeEncoding = try! TypeEncoding("{r286_c=d{r286_b=I}C}")
}
extension CFixtures_r286_d: TypeEncodable {
  /// `{r286_d=SIi}`.
  public static let typeEncoding = try! TypeEncoding("{r286_d=SIi}")
}
extension CFixtures_r287_b: TypeEncodable {
  /// `{r287_b=cBS[2i]{r287_a=I[4B]c}f}`.
  public static let typeEncoding = try! TypeEncoding("{r287_b=cBS[2i]{r287_a=I[4B]c}f}")
}
extension CFixtures_r289_a: TypeEncodable {
  /// `{r289_a=fd[3f]}`.
  public static let typeEncoding = try! TypeEncoding("{r289_a=fd[3f]}")
}
extension CFixtures_r290_b: TypeEncodable {
  /// `{r290_b=qf{r290_a=d}df}`.
  public static let typeEncoding = try! TypeEncoding("{r290_b=qf{r290_a=d}df}")
}
extension CFixtures_r291_a: TypeEncodable {
  /// `{r291_a=Ss}`.
  public static let typeEncoding = try! TypeEncoding("{r291_a=Ss}")
}
extension CFixtures_r292_a: TypeEncodable {
  /// `{r292_a=[2I]}`.
  public static let typeEncoding = try! TypeEncoding("{r292_a=[2I]}")
}
extension CFixtures_r292_b: TypeEncodable {
  /// `{r292_b=SCd}`.
  public static let typeEncoding = try! TypeEncoding("{r292_b=SCd}")
}
extension CFixtures_r292_c: TypeEncodable {
  /// `{r292_c=df}`.
  public static let typeEncoding = try! TypeEncoding("{r292_c=df}")
}
extension CFixtures_r294_a: TypeEncodable {
  /// `{r294_a=[4i][2f][4s]}`.
  public static let typeEncoding = try! TypeEncoding("{r294_a=[4i][2f][4s]}")
}
extension CFixtures_r295_b: TypeEncodable {
  /// `{r295_b={r295_a=fSs}d}`.
  public static let typeEncoding = try! TypeEncoding("{r295_b={r295_a=fSs}d}")
}
extension CFixtures_r296_a: TypeEncodable {
  /// `{r296_a=q}`.
  public static let typeEncoding = try! TypeEncoding("{r296_a=q}")
}
extension CFixtures_r296_b: TypeEncodable {
  /// `{r296_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r296_b=d}")
}
extension CFixtures_r297_b: TypeEncodable {
  /// `{r297_b={r297_a=f}[3f]d}`.
  public static let typeEncoding = try! TypeEncoding("{r297_b={r297_a=f}[3f]d}")
}
extension CFixtures_r299_a: TypeEncodable {
  /// `{r299_a=dfc}`.
  public static let typeEncoding = try! TypeEncoding("{r299_a=dfc}")
}
extension CFixtures_r299_b: TypeEncodable {
  /// `{r299_b=[3d]ff[3f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r299_b=[3d]ff[3f]f}")
}
extension CFixtures_r299_c: TypeEncodable {
  /// `{r299_c=fBS}`.
  public static let typeEncoding = try! TypeEncoding("{r299_c=fBS}")
}
extension CFixtures_r299_d: TypeEncodable {
  /// `{r299_d=cqq[3d]}`.
  public static let typeEncoding = try! TypeEncoding("{r299_d=cqq[3d]}")
}
extension CFixtures_r299_e: TypeEncodable {
  /// `{r299_e=[3i]dq}`.
  public static let typeEncoding = try! TypeEncoding("{r299_e=[3i]dq}")
}
extension CFixtures_r300_a: TypeEncodable {
  /// `{r300_a=BS}`.
  public static let typeEncoding = try! TypeEncoding("{r300_a=BS}")
}
extension CFixtures_r300_b: TypeEncodable {
  /// `{r300_b=S}`.
  public static let typeEncoding = try! TypeEncoding("{r300_b=S}")
}
extension CFixtures_r301_b: TypeEncodable {
  /// `{r301_b={r301_a=d}f}`.
  public static let typeEncoding = try! TypeEncoding("{r301_b={r301_a=d}f}")
}
extension CFixtures_r301_c: TypeEncodable {
  /// `{r301_c=[2S][4B]fCf}`.
  public static let typeEncoding = try! TypeEncoding("{r301_c=[2S][4B]fCf}")
}
extension CFixtures_r301_d: TypeEncodable {
  /// `{r301_d=sSsI}`.
  public static let typeEncoding = try! TypeEncoding("{r301_d=sSsI}")
}
extension CFixtures_r301_f: TypeEncodable {
  /// `{r301_f=QS{r301_e=B}S}`.
  public static let typeEncoding = try! TypeEncoding("{r301_f=QS{r301_e=B}S}")
}
extension CFixtures_r301_g: TypeEncodable {
  /// `{r301_g=SB}`.
  public static let typeEncoding = try! TypeEncoding("{r301_g=SB}")
}
extension CFixtures_r301_h: TypeEncodable {
  /// `{r301_h=d^v}`.
  public static let typeEncoding = try! TypeEncoding("{r301_h=d^v}")
}
extension CFixtures_r301_j: TypeEncodable {
  /// `{r301_j=C{r301_i=qf}}`.
  public static let typeEncoding = try! TypeEncoding("{r301_j=C{r301_i=qf}}")
}
extension CFixtures_r302_a: TypeEncodable {
  /// `{r302_a=qff}`.
  public static let typeEncoding = try! TypeEncoding("{r302_a=qff}")
}
extension CFixtures_r302_e: TypeEncodable {
  /// `{r302_e={r302_b=fB}{r302_c=[3C]Q}{r302_d=[4S]cq}}`.
  public static let typeEncoding = try! TypeEncoding("{r302_e={r302_b=fB}{r302_c=[3C]Q}{r302_d=[4S]cq}}")
}
extension CFixtures_r302_f: TypeEncodable {
  /// `{r302_f=dSs}`.
  public static let typeEncoding = try! TypeEncoding("{r302_f=dSs}")
}
extension CFixtures_r302_g: TypeEncodable {
  /// `{r302_g=fff[1f]ff}`.
  public static let typeEncoding = try! TypeEncoding("{r302_g=fff[1f]ff}")
}
extension CFixtures_r302_h: TypeEncodable {
  /// `{r302_h=d[2f]dd}`.
  public static let typeEncoding = try! TypeEncoding("{r302_h=d[2f]dd}")
}
extension CFixtures_r302_i: TypeEncodable {
  /// `{r302_i=d}`.
  public static let typeEncoding = try! TypeEncoding("{r302_i=d}")
}
extension CFixtures_r302_k: TypeEncodable {
  /// `{r302_k={r302_j=[1^v]}Iff}`.
  public static let typeEncoding = try! TypeEncoding("{r302_k={r302_j=[1^v]}Iff}")
}
extension CFixtures_r302_l: TypeEncodable {
  /// `{r302_l=fff}`.
  public static let typeEncoding = try! TypeEncoding("{r302_l=fff}")
}
extension CFixtures_r303_a: TypeEncodable {
  /// `{r303_a=f[2S]f}`.
  public static let typeEncoding = try! TypeEncoding("{r303_a=f[2S]f}")
}
extension CFixtures_r304_b: TypeEncodable {
  /// `{r304_b=B^v{r304_a=f}}`.
  public static let typeEncoding = try! TypeEncoding("{r304_b=B^v{r304_a=f}}")
}
extension CFixtures_r304_c: TypeEncodable {
  /// `{r304_c=[1^v]}`.
  public static let typeEncoding = try! TypeEncoding("{r304_c=[1^v]}")
}
extension CFixtures_r304_d: TypeEncodable {
  /// `{r304_d=S}`.
  public static let typeEncoding = try! TypeEncoding("{r304_d=S}")
}
extension CFixtures_r304_e: TypeEncodable {
  /// `{r304_e=[3S]}`.
  public static let typeEncoding = try! TypeEncoding("{r304_e=[3S]}")
}
extension CFixtures_r305_a: TypeEncodable {
  /// `{r305_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r305_a=d}")
}
extension CFixtures_r305_c: TypeEncodable {
  /// `{r305_c=df[3f]ff{r305_b=fd}}`.
  public static let typeEncoding = try! TypeEncoding("{r305_c=df[3f]ff{r305_b=fd}}")
}
extension CFixtures_r305_d: TypeEncodable {
  /// `{r305_d=dI}`.
  public static let typeEncoding = try! TypeEncoding("{r305_d=dI}")
}
extension CFixtures_r306_b: TypeEncodable {
  /// `{r306_b={r306_a=[1^v][3s]d}i[4B]Qq}`.
  public static let typeEncoding = try! TypeEncoding("{r306_b={r306_a=[1^v][3s]d}i[4B]Qq}")
}
extension CFixtures_r307_a: TypeEncodable {
  /// `{r307_a=i[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r307_a=i[1d]}")
}
extension CFixtures_r308_a: TypeEncodable {
  /// `{r308_a=[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r308_a=[1d]}")
}
extension CFixtures_r308_b: TypeEncodable {
  /// `{r308_b=dI}`.
  public static let typeEncoding = try! TypeEncoding("{r308_b=dI}")
}
extension CFixtures_r308_c: TypeEncodable {
  /// `{r308_c=Ci}`.
  public static let typeEncoding = try! TypeEncoding("{r308_c=Ci}")
}
extension CFixtures_r308_d: TypeEncodable {
  /// `{r308_d=d}`.
  public static let typeEncoding = try! TypeEncoding("{r308_d=d}")
}
extension CFixtures_r308_e: TypeEncodable {
  /// `{r308_e=C}`.
  public static let typeEncoding = try! TypeEncoding("{r308_e=C}")
}
extension CFixtures_r308_f: TypeEncodable {
  /// `{r308_f=fddd}`.
  public static let typeEncoding = try! TypeEncoding("{r308_f=fddd}")
}
extension CFixtures_r310_a: TypeEncodable {
  /// `{r310_a=[1c][1C]d}`.
  public static let typeEncoding = try! TypeEncoding("{r310_a=[1c][1C]d}")
}
extension CFixtures_r310_b: TypeEncodable {
  /// `{r310_b=Bd[4I]i}`.
  public static let typeEncoding = try! TypeEncoding("{r310_b=Bd[4I]i}")
}
extension CFixtures_r310_c: TypeEncodable {
  /// `{r310_c=CC}`.
  public static let typeEncoding = try! TypeEncoding("{r310_c=CC}")
}
extension CFixtures_r311_b: TypeEncodable {
  /// `{r311_b=^v{r311_a=ff}Ifd}`.
  public static let typeEncoding = try! TypeEncoding("{r311_b=^v{r311_a=ff}Ifd}")
}
extension CFixtures_r311_c: TypeEncodable {
  /// `{r311_c=s[2c]}`.
  public static let typeEncoding = try! TypeEncoding("{r311_c=s[2c]}")
}
extension CFixtures_r311_d: TypeEncodable {
  /// `{r311_d=[4c]}`.
  public static let typeEncoding = try! TypeEncoding("{r311_d=[4c]}")
}
extension CFixtures_r311_e: TypeEncodable {
  /// `{r311_e=f^v}`.
  public static let typeEncoding = try! TypeEncoding("{r311_e=f^v}")
}
extension CFixtures_r311_f: TypeEncodable {
  /// `{r311_f=[3S]}`.
  public static let typeEncoding = try! TypeEncoding("{r311_f=[3S]}")
}
extension CFixtures_r311_g: TypeEncodable {
  /// `{r311_g=B[3f]}`.
  public static let typeEncoding = try! TypeEncoding("{r311_g=B[3f]}")
}
extension CFixtures_r315_a: TypeEncodable {
  /// `{r315_a=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r315_a=ff}")
}
extension CFixtures_r315_c: TypeEncodable {
  /// `{r315_c=f{r315_b=cc}s[2d]df}`.
  public static let typeEncoding = try! TypeEncoding("{r315_c=f{r315_b=cc}s[2d]df}")
}
extension CFixtures_r316_a: TypeEncodable {
  /// `{r316_a=df}`.
  public static let typeEncoding = try! TypeEncoding("{r316_a=df}")
}
extension CFixtures_r317_a: TypeEncodable {
  /// `{r317_a=df}`.
  public static let typeEncoding = try! TypeEncoding("{r317_a=df}")
}
extension CFixtures_r317_b: TypeEncodable {
  /// `{r317_b=[1S]}`.
  public static let typeEncoding = try! TypeEncoding("{r317_b=[1S]}")
}
extension CFixtures_r317_d: TypeEncodable {
  /// `{r317_d=d{r317_c=B[2c]}}`.
  public static let typeEncoding = try! TypeEncoding("{r317_d=d{r317_c=B[2c]}}")
}
extension CFixtures_r318_c: TypeEncodable {
  /// `{r318_c=Q{r318_a=[2S]^v}{r318_b=BS}I}`.
  public static let typeEncoding = try! TypeEncoding("{r318_c=Q{r318_a=[2S]^v}{r318_b=BS}I}")
}
extension CFixtures_r319_a: TypeEncodable {
  /// `{r319_a=B}`.
  public static let typeEncoding = try! TypeEncoding("{r319_a=B}")
}
extension CFixtures_r319_b: TypeEncodable {
  /// `{r319_b=iCBBI}`.
  public static let typeEncoding = try! TypeEncoding("{r319_b=iCBBI}")
}
extension CFixtures_r319_c: TypeEncodable {
  /// `{r319_c=[3q]i}`.
  public static let typeEncoding = try! TypeEncoding("{r319_c=[3q]i}")
}
extension CFixtures_r319_d: TypeEncodable {
  /// `{r319_d=f[1d]fdfd}`.
  public static let typeEncoding = try! TypeEncoding("{r319_d=f[1d]fdfd}")
}
extension CFixtures_r320_a: TypeEncodable {
  /// `{r320_a=C}`.
  public static let typeEncoding = try! TypeEncoding("{r320_a=C}")
}
extension CFixtures_r320_b: TypeEncodable {
  /// `{r320_b=dfsB}`.
  public static let typeEncoding = try! TypeEncoding("{r320_b=dfsB}")
}
extension CFixtures_r320_c: TypeEncodable {
  /// `{r320_c=Bc}`.
  public static let typeEncoding = try! TypeEncoding("{r320_c=Bc}")
}
extension CFixtures_r320_d: TypeEncodable {
  /// `{r320_d=sC}`.
  public static let typeEncoding = try! TypeEncoding("{r320_d=sC}")
}
extension CFixtures_r322_a: TypeEncodable {
  /// `{r322_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r322_a=f}")
}
extension CFixtures_r323_a: TypeEncodable {
  /// `{r323_a=Qq}`.
  public static let typeEncoding = try! TypeEncoding("{r323_a=Qq}")
}
extension CFixtures_r323_b: TypeEncodable {
  /// `{r323_b=^vfd}`.
  public static let typeEncoding = try! TypeEncoding("{r323_b=^vfd}")
}
extension CFixtures_r323_d: TypeEncodable {
  /// `{r323_d={r323_c=ff}d}`.
  public static let typeEncoding = try! TypeEncoding("{r323_d={r323_c=ff}d}")
}
extension CFixtures_r324_a: TypeEncodable {
  /// `{r324_a=I}`.
  public static let typeEncoding = try! TypeEncoding("{r324_a=I}")
}
extension CFixtures_r325_b: TypeEncodable {
  /// `{r325_b={r325_a=C}}`.
  public static let typeEncoding = try! TypeEncoding("{r325_b={r325_a=C}}")
}
extension CFixtures_r325_d: TypeEncodable {
  /// `{r325_d=dcf{r325_c=S[4C]S}q}`.
  public static let typeEncoding = try! TypeEncoding("{r325_d=dcf{r325_c=S[4C]S}q}")
}
extension CFixtures_r325_e: TypeEncodable {
  /// `{r325_e=[3S]}`.
  public static let typeEncoding = try! TypeEncoding("{r325_e=[3S]}")
}
extension CFixtures_r325_f: TypeEncodable {
  /// `{r325_f=d[1S]}`.
  public static let typeEncoding = try! TypeEncoding("{r325_f=d[1S]}")
}
extension CFixtures_r326_a: TypeEncodable {
  /// `{r326_a=icd}`.
  public static let typeEncoding = try! TypeEncoding("{r326_a=icd}")
}
extension CFixtures_r326_b: TypeEncodable {
  /// `{r326_b=fff[1d]f}`.
  public static let typeEncoding = try! TypeEncoding("{r326_b=fff[1d]f}")
}
extension CFixtures_r326_c: TypeEncodable {
  /// `{r326_c=df}`.
  public static let typeEncoding = try! TypeEncoding("{r326_c=df}")
}
extension CFixtures_r327_a: TypeEncodable {
  /// `{r327_a=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r327_a=ff}")
}
extension CFixtures_r328_a: TypeEncodable {
  /// `{r328_a=QC[1c]CB}`.
  public static let typeEncoding = try! TypeEncoding("{r328_a=QC[1c]CB}")
}
extension CFixtures_r329_b: TypeEncodable {
  /// `{r329_b=Id{r329_a=q}f^v}`.
  public static let typeEncoding = try! TypeEncoding("{r329_b=Id{r329_a=q}f^v}")
}
extension CFixtures_r331_a: TypeEncodable {
  /// `{r331_a=Cdf}`.
  public static let typeEncoding = try! TypeEncoding("{r331_a=Cdf}")
}
extension CFixtures_r331_c: TypeEncodable {
  /// `{r331_c={r331_b=Cf}f[1C]di}`.
  public static let typeEncoding = try! TypeEncoding("{r331_c={r331_b=Cf}f[1C]di}")
}
extension CFixtures_r331_e: TypeEncodable {
  /// `{r331_e=d{r331_d=df}}`.
  public static let typeEncoding = try! TypeEncoding("{r331_e=d{r331_d=df}}")
}
extension CFixtures_r331_f: TypeEncodable {
  /// `{r331_f=ddf}`.
  public static let typeEncoding = try! TypeEncoding("{r331_f=ddf}")
}
extension CFixtures_r331_h: TypeEncodable {
  /// `{r331_h=d[2d]d{r331_g=I}}`.
  public static let typeEncoding = try! TypeEncoding("{r331_h=d[2d]d{r331_g=I}}")
}
extension CFixtures_r332_a: TypeEncodable {
  /// `{r332_a=s}`.
  public static let typeEncoding = try! TypeEncoding("{r332_a=s}")
}
extension CFixtures_r333_a: TypeEncodable {
  /// `{r333_a=[2Q]c[4f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r333_a=[2Q]c[4f]f}")
}
extension CFixtures_r334_b: TypeEncodable {
  /// `{r334_b=cf{r334_a=^vd}q}`.
  public static let typeEncoding = try! TypeEncoding("{r334_b=cf{r334_a=^vd}q}")
}
extension CFixtures_r334_c: TypeEncodable {
  /// `{r334_c=[1f]}`.
  public static let typeEncoding = try! TypeEncoding("{r334_c=[1f]}")
}
extension CFixtures_r334_d: TypeEncodable {
  /// `{r334_d=d}`.
  public static let typeEncoding = try! TypeEncoding("{r334_d=d}")
}
extension CFixtures_r334_e: TypeEncodable {
  /// `{r334_e=Iq[2Q]dC}`.
  public static let typeEncoding = try! TypeEncoding("{r334_e=Iq[2Q]dC}")
}
extension CFixtures_r334_g: TypeEncodable {
  /// `{r334_g={r334_f=dd}}`.
  public static let typeEncoding = try! TypeEncoding("{r334_g={r334_f=dd}}")
}
extension CFixtures_r335_a: TypeEncodable {
  /// `{r335_a=fC^vfSi}`.
  public static let typeEncoding = try! TypeEncoding("{r335_a=fC^vfSi}")
}
extension CFixtures_r335_b: TypeEncodable {
  /// `{r335_b=Qf}`.
  public static let typeEncoding = try! TypeEncoding("{r335_b=Qf}")
}
extension CFixtures_r335_c: TypeEncodable {
  /// `{r335_c=Cd}`.
  public static let typeEncoding = try! TypeEncoding("{r335_c=Cd}")
}
extension CFixtures_r335_e: TypeEncodable {
  /// `{r335_e={r335_d=Q}sQ[1i]C}`.
  public static let typeEncoding = try! TypeEncoding("{r335_e={r335_d=Q}sQ[1i]C}")
}
extension CFixtures_r336_a: TypeEncodable {
  /// `{r336_a=d^v}`.
  public static let typeEncoding = try! TypeEncoding("{r336_a=d^v}")
}
extension CFixtures_r337_a: TypeEncodable {
  /// `{r337_a=i}`.
  public static let typeEncoding = try! TypeEncoding("{r337_a=i}")
}
extension CFixtures_r337_b: TypeEncodable {
  /// `{r337_b=d^v}`.
  public static let typeEncoding = try! TypeEncoding("{r337_b=d^v}")
}
extension CFixtures_r339_a: TypeEncodable {
  /// `{r339_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r339_a=f}")
}
extension CFixtures_r339_b: TypeEncodable {
  /// `{r339_b=i}`.
  public static let typeEncoding = try! TypeEncoding("{r339_b=i}")
}
extension CFixtures_r339_c: TypeEncodable {
  /// `{r339_c=CCQ}`.
  public static let typeEncoding = try! TypeEncoding("{r339_c=CCQ}")
}
extension CFixtures_r339_d: TypeEncodable {
  /// `{r339_d=fff}`.
  public static let typeEncoding = try! TypeEncoding("{r339_d=fff}")
}
extension CFixtures_r340_a: TypeEncodable {
  /// `{r340_a=c}`.
  public static let typeEncoding = try! TypeEncoding("{r340_a=c}")
}
extension CFixtures_r340_b: TypeEncodable {
  /// `{r340_b=df}`.
  public static let typeEncoding = try! TypeEncoding("{r340_b=df}")
}
extension CFixtures_r340_c: TypeEncodable {
  /// `{r340_c=[2f]fff}`.
  public static let typeEncoding = try! TypeEncoding("{r340_c=[2f]fff}")
}
extension CFixtures_r341_a: TypeEncodable {
  /// `{r341_a=[2d]fSB}`.
  public static let typeEncoding = try! TypeEncoding("{r341_a=[2d]fSB}")
}
extension CFixtures_r341_b: TypeEncodable {
  /// `{r341_b=SC}`.
  public static let typeEncoding = try! TypeEncoding("{r341_b=SC}")
}
extension CFixtures_r341_c: TypeEncodable {
  /// `{r341_c=dffq[1f]}`.
  public static let typeEncoding = try! TypeEncoding("{r341_c=dffq[1f]}")
}
extension CFixtures_r341_d: TypeEncodable {
  /// `{r341_d=i}`.
  public static let typeEncoding = try! TypeEncoding("{r341_d=i}")
}
extension CFixtures_r342_a: TypeEncodable {
  /// `{r342_a=[2c]}`.
  public static let typeEncoding = try! TypeEncoding("{r342_a=[2c]}")
}
extension CFixtures_r342_b: TypeEncodable {
  /// `{r342_b=I}`.
  public static let typeEncoding = try! TypeEncoding("{r342_b=I}")
}
extension CFixtures_r344_b: TypeEncodable {
  /// `{r344_b=d{r344_a=d}dddd}`.
  public static let typeEncoding = try! TypeEncoding("{r344_b=d{r344_a=d}dddd}")
}
extension CFixtures_r348_a: TypeEncodable {
  /// `{r348_a=cf}`.
  public static let typeEncoding = try! TypeEncoding("{r348_a=cf}")
}
extension CFixtures_r349_a: TypeEncodable {
  /// `{r349_a=cdB^vq}`.
  public static let typeEncoding = try! TypeEncoding("{r349_a=cdB^vq}")
}
extension CFixtures_r349_b: TypeEncodable {
  /// `{r349_b=fff}`.
  public static let typeEncoding = try! TypeEncoding("{r349_b=fff}")
}
extension CFixtures_r349_c: TypeEncodable {
  /// `{r349_c=s[4S]}`.
  public static let typeEncoding = try! TypeEncoding("{r349_c=s[4S]}")
}
extension CFixtures_r349_e: TypeEncodable {
  /// `{r349_e={r349_d=B[3C]}[3C]}`.
  public static let typeEncoding = try! TypeEncoding("{r349_e={r349_d=B[3C]}[3C]}")
}
extension CFixtures_r349_f: TypeEncodable {
  /// `{r349_f=d[1f]}`.
  public static let typeEncoding = try! TypeEncoding("{r349_f=d[1f]}")
}
extension CFixtures_r350_a: TypeEncodable {
  /// `{r350_a=[4c]}`.
  public static let typeEncoding = try! TypeEncoding("{r350_a=[4c]}")
}
extension CFixtures_r350_b: TypeEncodable {
  /// `{r350_b=qQ[2d]ff}`.
  public static let typeEncoding = try! TypeEncoding("{r350_b=qQ[2d]ff}")
}
extension CFixtures_r350_c: TypeEncodable {
  /// `{r350_c=qd}`.
  public static let typeEncoding = try! TypeEncoding("{r350_c=qd}")
}
extension CFixtures_r350_d: TypeEncodable {
  /// `{r350_d=ddfd}`.
  public static let typeEncoding = try! TypeEncoding("{r350_d=ddfd}")
}
extension CFixtures_r350_e: TypeEncodable {
  /// `{r350_e=B}`.
  public static let typeEncoding = try! TypeEncoding("{r350_e=B}")
}
extension CFixtures_r350_f: TypeEncodable {
  /// `{r350_f=[3C]}`.
  public static let typeEncoding = try! TypeEncoding("{r350_f=[3C]}")
}
extension CFixtures_r352_a: TypeEncodable {
  /// `{r352_a=s}`.
  public static let typeEncoding = try! TypeEncoding("{r352_a=s}")
}
extension CFixtures_r352_b: TypeEncodable {
  /// `{r352_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r352_b=d}")
}
extension CFixtures_r353_a: TypeEncodable {
  /// `{r353_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r353_a=d}")
}
extension CFixtures_r353_b: TypeEncodable {
  /// `{r353_b=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r353_b=dd}")
}
extension CFixtures_r353_c: TypeEncodable {
  /// `{r353_c=dff}`.
  public static let typeEncoding = try! TypeEncoding("{r353_c=dff}")
}
extension CFixtures_r353_e: TypeEncodable {
  /// `{r353_e=[4f]f{r353_d=S}q}`.
  public static let typeEncoding = try! TypeEncoding("{r353_e=[4f]f{r353_d=S}q}")
}
extension CFixtures_r356_a: TypeEncodable {
  /// `{r356_a=c}`.
  public static let typeEncoding = try! TypeEncoding("{r356_a=c}")
}
extension CFixtures_r357_a: TypeEncodable {
  /// `{r357_a=f}`.
  public static let typeEncoding = try! TypeEncoding("{r357_a=f}")
}
extension CFixtures_r357_b: TypeEncodable {
  /// `{r357_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r357_b=d}")
}
extension CFixtures_r359_a: TypeEncodable {
  /// `{r359_a=[3S][1c]}`.
  public static let typeEncoding = try! TypeEncoding("{r359_a=[3S][1c]}")
}
extension CFixtures_r359_b: TypeEncodable {
  /// `{r359_b=^vff[4S]Qf}`.
  public static let typeEncoding = try! TypeEncoding("{r359_b=^vff[4S]Qf}")
}
extension CFixtures_r359_d: TypeEncodable {
  /// `{r359_d=B{r359_c=C}}`.
  public static let typeEncoding = try! TypeEncoding("{r359_d=B{r359_c=C}}")
}
extension CFixtures_r359_e: TypeEncodable {
  /// `{r359_e=fq[1C]I}`.
  public static let typeEncoding = try! TypeEncoding("{r359_e=fq[1C]I}")
}
extension CFixtures_r359_g: TypeEncodable {
  /// `{r359_g={r359_f=f}Q}`.
  public static let typeEncoding = try! TypeEncoding("{r359_g={r359_f=f}Q}")
}
extension CFixtures_r359_h: TypeEncodable {
  /// `{r359_h=d}`.
  public static let typeEncoding = try! TypeEncoding("{r359_h=d}")
}
extension CFixtures_r360_a: TypeEncodable {
  /// `{r360_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r360_a=d}")
}
extension CFixtures_r362_a: TypeEncodable {
  /// `{r362_a=di}`.
  public static let typeEncoding = try! TypeEncoding("{r362_a=di}")
}
extension CFixtures_r363_a: TypeEncodable {
  /// `{r363_a=Q[2^v]q}`.
  public static let typeEncoding = try! TypeEncoding("{r363_a=Q[2^v]q}")
}
extension CFixtures_r363_b: TypeEncodable {
  /// `{r363_b=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r363_b=ff}")
}
extension CFixtures_r363_c: TypeEncodable {
  /// `{r363_c=Qi}`.
  public static let typeEncoding = try! TypeEncoding("{r363_c=Qi}")
}
extension CFixtures_r363_e: TypeEncodable {
  /// `{r363_e=IB{r363_d=^vQ}dd}`.
  public static let typeEncoding = try! TypeEncoding("{r363_e=IB{r363_d=^vQ}dd}")
}
extension CFixtures_r364_a: TypeEncodable {
  /// `{r364_a=d[4f][1d]Sff}`.
  public static let typeEncoding = try! TypeEncoding("{r364_a=d[4f][1d]Sff}")
}
extension CFixtures_r364_b: TypeEncodable {
  /// `{r364_b=Sd}`.
  public static let typeEncoding = try! TypeEncoding("{r364_b=Sd}")
}
extension CFixtures_r364_c: TypeEncodable {
  /// `{r364_c=qf}`.
  public static let typeEncoding = try! TypeEncoding("{r364_c=qf}")
}
extension CFixtures_r364_e: TypeEncodable {
  /// `{r364_e=C{r364_d=d}}`.
  public static let typeEncoding = try! TypeEncoding("{r364_e=C{r364_d=d}}")
}
extension CFixtures_r365_a: TypeEncodable {
  /// `{r365_a=i}`.
  public static let typeEncoding = try! TypeEncoding("{r365_a=i}")
}
extension CFixtures_r366_a: TypeEncodable {
  /// `{r366_a=B}`.
  public static let typeEncoding = try! TypeEncoding("{r366_a=B}")
}
extension CFixtures_r366_b: TypeEncodable {
  /// `{r366_b=[1f]fi}`.
  public static let typeEncoding = try! TypeEncoding("{r366_b=[1f]fi}")
}
extension CFixtures_r368_a: TypeEncodable {
  /// `{r368_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r368_a=d}")
}
extension CFixtures_r368_b: TypeEncodable {
  /// `{r368_b=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r368_b=fd}")
}
extension CFixtures_r371_b: TypeEncodable {
  /// `{r371_b=d{r371_a=[3I]S[3s]}Id}`.
  public static let typeEncoding = try! TypeEncoding("{r371_b=d{r371_a=[3I]S[3s]}Id}")
}
extension CFixtures_r372_b: TypeEncodable {
  /// `{r372_b={r372_a=d[1C]f}ffdd}`.
  public static let typeEncoding = try! TypeEncoding("{r372_b={r372_a=d[1C]f}ffdd}")
}
extension CFixtures_r373_a: TypeEncodable {
  /// `{r373_a=QBC}`.
  public static let typeEncoding = try! TypeEncoding("{r373_a=QBC}")
}
extension CFixtures_r375_a: TypeEncodable {
  /// `{r375_a=fid}`.
  public static let typeEncoding = try! TypeEncoding("{r375_a=fid}")
}
extension CFixtures_r375_c: TypeEncodable {
  /// `{r375_c=d{r375_b=fd}d}`.
  public static let typeEncoding = try! TypeEncoding("{r375_c=d{r375_b=fd}d}")
}
extension CFixtures_r376_a: TypeEncodable {
  /// `{r376_a=B}`.
  public static let typeEncoding = try! TypeEncoding("{r376_a=B}")
}
extension CFixtures_r376_b: TypeEncodable {
  /// `{r376_b=C}`.
  public static let typeEncoding = try! TypeEncoding("{r376_b=C}")
}
extension CFixtures_r376_c: TypeEncodable {
  /// `{r376_c=Sq}`.
  public static let typeEncoding = try! TypeEncoding("{r376_c=Sq}")
}
extension CFixtures_r377_b: TypeEncodable {
  /// `{r377_b={r377_a=[1f]d}}`.
  public static let typeEncoding = try! TypeEncoding("{r377_b={r377_a=[1f]d}}")
}
extension CFixtures_r377_c: TypeEncodable {
  /// `{r377_c=Qd}`.
  public static let typeEncoding = try! TypeEncoding("{r377_c=Qd}")
}
extension CFixtures_r379_a: TypeEncodable {
  /// `{r379_a=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r379_a=ff}")
}
extension CFixtures_r379_b: TypeEncodable {
  /// `{r379_b=qSfsBI}`.
  public static let typeEncoding = try! TypeEncoding("{r379_b=qSfsBI}")
}
extension CFixtures_r379_d: TypeEncodable {
  /// `{r379_d={r379_c=ci[4S]}}`.
  public static let typeEncoding = try! TypeEncoding("{r379_d={r379_c=ci[4S]}}")
}
extension CFixtures_r379_f: TypeEncodable {
  /// `{r379_f=ff{r379_e=[4I]f}f}`.
  public static let typeEncoding = try! TypeEncoding("{r379_f=ff{r379_e=[4I]f}f}")
}
extension CFixtures_r380_c: TypeEncodable {
  /// `{r380_c=[1d]{r380_a=ffd}{r380_b=ff}f}`.
  public static let typeEncoding = try! TypeEncoding("{r380_c=[1d]{r380_a=ffd}{r380_b=ff}f}")
}
extension CFixtures_r380_d: TypeEncodable {
  /// `{r380_d=BBq}`.
  public static let typeEncoding = try! TypeEncoding("{r380_d=BBq}")
}
extension CFixtures_r381_a: TypeEncodable {
  /// `{r381_a=B}`.
  public static let typeEncoding = try! TypeEncoding("{r381_a=B}")
}
extension CFixtures_r381_c: TypeEncodable {
  /// `{r381_c=[3B]{r381_b=d}[2d]}`.
  public static let typeEncoding = try! TypeEncoding("{r381_c=[3B]{r381_b=d}[2d]}")
}
extension CFixtures_r381_d: TypeEncodable {
  /// `{r381_d=^vf}`.
  public static let typeEncoding = try! TypeEncoding("{r381_d=^vf}")
}
extension CFixtures_r381_f: TypeEncodable {
  /// `{r381_f=df{r381_e=f}}`.
  public static let typeEncoding = try! TypeEncoding("{r381_f=df{r381_e=f}}")
}
extension CFixtures_r382_a: TypeEncodable {
  /// `{r382_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r382_a=d}")
}
extension CFixtures_r382_b: TypeEncodable {
  /// `{r382_b=[1S]Cd}`.
  public static let typeEncoding = try! TypeEncoding("{r382_b=[1S]Cd}")
}
extension CFixtures_r382_c: TypeEncodable {
  /// `{r382_c=I[2f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r382_c=I[2f]f}")
}
extension CFixtures_r382_d: TypeEncodable {
  /// `{r382_d=[3C]q}`.
  public static let typeEncoding = try! TypeEncoding("{r382_d=[3C]q}")
}
extension CFixtures_r382_e: TypeEncodable {
  /// `{r382_e=SS}`.
  public static let typeEncoding = try! TypeEncoding("{r382_e=SS}")
}
extension CFixtures_r382_g: TypeEncodable {
  /// `{r382_g={r382_f=dsB}}`.
  public static let typeEncoding = try! TypeEncoding("{r382_g={r382_f=dsB}}")
}
extension CFixtures_r383_a: TypeEncodable {
  /// `{r383_a=[1f]f[3B]c}`.
  public static let typeEncoding = try! TypeEncoding("{r383_a=[1f]f[3B]c}")
}
extension CFixtures_r385_b: TypeEncodable {
  /// `{r385_b=^v{r385_a=is}}`.
  public static let typeEncoding = try! TypeEncoding("{r385_b=^v{r385_a=is}}")
}
extension CFixtures_r386_a: TypeEncodable {
  /// `{r386_a=I[3s]}`.
  public static let typeEncoding = try! TypeEncoding("{r386_a=I[3s]}")
}
extension CFixtures_r388_a: TypeEncodable {
  /// `{r388_a=s[2I]Qdfi}`.
  public static let typeEncoding = try! TypeEncoding("{r388_a=s[2I]Qdfi}")
}
extension CFixtures_r389_a: TypeEncodable {
  /// `{r389_a=Idq}`.
  public static let typeEncoding = try! TypeEncoding("{r389_a=Idq}")
}
extension CFixtures_r391_b: TypeEncodable {
  /// `{r391_b=d{r391_a=cQd}di}`.
  public static let typeEncoding = try! TypeEncoding("{r391_b=d{r391_a=cQd}di}")
}
extension CFixtures_r392_a: TypeEncodable {
  /// `{r392_a=[1i]d}`.
  public static let typeEncoding = try! TypeEncoding("{r392_a=[1i]d}")
}
extension CFixtures_r392_b: TypeEncodable {
  /// `{r392_b=d}`.
  public static let typeEncoding = try! TypeEncoding("{r392_b=d}")
}
extension CFixtures_r392_c: TypeEncodable {
  /// `{r392_c=S}`.
  public static let typeEncoding = try! TypeEncoding("{r392_c=S}")
}
extension CFixtures_r393_b: TypeEncodable {
  /// `{r393_b=S[3Q]{r393_a=[2f]}f}`.
  public static let typeEncoding = try! TypeEncoding("{r393_b=S[3Q]{r393_a=[2f]}f}")
}
extension CFixtures_r393_c: TypeEncodable {
  /// `{r393_c=Cc}`.
  public static let typeEncoding = try! TypeEncoding("{r393_c=Cc}")
}
extension CFixtures_r395_c: TypeEncodable {
  /// `{r395_c={r395_a=^vQ}{r395_b=CC}ff}`.
  public static let typeEncoding = try! TypeEncoding("{r395_c={r395_a=^vQ}{r395_b=CC}ff}")
}
extension CFixtures_r395_d: TypeEncodable {
  /// `{r395_d=ff[4d][1f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r395_d=ff[4d][1f]f}")
}
extension CFixtures_r395_f: TypeEncodable {
  /// `{r395_f={r395_e=sB}}`.
  public static let typeEncoding = try! TypeEncoding("{r395_f={r395_e=sB}}")
}
extension CFixtures_r397_a: TypeEncodable {
  /// `{r397_a=dC}`.
  public static let typeEncoding = try! TypeEncoding("{r397_a=dC}")
}
extension CFixtures_r397_b: TypeEncodable {
  /// `{r397_b=[3C]}`.
  public static let typeEncoding = try! TypeEncoding("{r397_b=[3C]}")
}
extension CFixtures_r397_c: TypeEncodable {
  /// `{r397_c=dsI}`.
  public static let typeEncoding = try! TypeEncoding("{r397_c=dsI}")
}
extension CFixtures_r399_a: TypeEncodable {
  /// `{r399_a=dcfd}`.
  public static let typeEncoding = try! TypeEncoding("{r399_a=dcfd}")
}
extension CFixtures_r399_c: TypeEncodable {
  /// `{r399_c=f{r399_b=q}}`.
  public static let typeEncoding = try! TypeEncoding("{r399_c=f{r399_b=q}}")
}
extension CFixtures_r400_a: TypeEncodable {
  /// `{r400_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r400_a=[1D]}")
}
extension CFixtures_r400_b: TypeEncodable {
  /// `{r400_b=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r400_b=[1D]}")
}
extension CFixtures_r401_c: TypeEncodable {
  /// `{r401_c={r401_b={r401_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r401_c={r401_b={r401_a=D}}}")
}
extension CFixtures_r401_e: TypeEncodable {
  /// `{r401_e=[1c]CBd{r401_d=[3f]I}}`.
  public static let typeEncoding = try! TypeEncoding("{r401_e=[1c]CBd{r401_d=[3f]I}}")
}
extension CFixtures_r401_f: TypeEncodable {
  /// `{r401_f=ffI[2I]I}`.
  public static let typeEncoding = try! TypeEncoding("{r401_f=ffI[2I]I}")
}
extension CFixtures_r401_g: TypeEncodable {
  /// `{r401_g=Qd}`.
  public static let typeEncoding = try! TypeEncoding("{r401_g=Qd}")
}
extension CFixtures_r401_h: TypeEncodable {
  /// `{r401_h=id}`.
  public static let typeEncoding = try! TypeEncoding("{r401_h=id}")
}
extension CFixtures_r401_k: TypeEncodable {
  /// `{r401_k={r401_j={r401_i=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r401_k={r401_j={r401_i=[1D]}}}")
}
extension CFixtures_r401_m: TypeEncodable {
  /// `{r401_m={r401_l=[4B][4s]}[3D]B}`.
  public static let typeEncoding = try! TypeEncoding("{r401_m={r401_l=[4B][4s]}[3D]B}")
}
extension CFixtures_r401_o: TypeEncodable {
  /// `{r401_o={r401_n=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r401_o={r401_n=[1D]}}")
}
extension CFixtures_r401_q: TypeEncodable {
  /// `{r401_q={r401_p=[2d]}}`.
  public static let typeEncoding = try! TypeEncoding("{r401_q={r401_p=[2d]}}")
}
extension CFixtures_r402_a: TypeEncodable {
  /// `{r402_a=[3D]DD}`.
  public static let typeEncoding = try! TypeEncoding("{r402_a=[3D]DD}")
}
extension CFixtures_r402_c: TypeEncodable {
  /// `{r402_c={r402_b=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r402_c={r402_b=D}}")
}
extension CFixtures_r403_f: TypeEncodable {
  /// `{r403_f={r403_b={r403_a=D}}{r403_e={r403_d={r403_c=D}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r403_f={r403_b={r403_a=D}}{r403_e={r403_d={r403_c=D}}}}")
}
extension CFixtures_r403_g: TypeEncodable {
  /// `{r403_g=[2D]D}`.
  public static let typeEncoding = try! TypeEncoding("{r403_g=[2D]D}")
}
extension CFixtures_r403_h: TypeEncodable {
  /// `{r403_h=[3f]c}`.
  public static let typeEncoding = try! TypeEncoding("{r403_h=[3f]c}")
}
extension CFixtures_r403_l: TypeEncodable {
  /// `{r403_l={r403_k={r403_j={r403_i=D}}}[1I]}`.
  public static let typeEncoding = try! TypeEncoding("{r403_l={r403_k={r403_j={r403_i=D}}}[1I]}")
}
extension CFixtures_r403_n: TypeEncodable {
  /// `{r403_n={r403_m=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r403_n={r403_m=D}}")
}
extension CFixtures_r404_c: TypeEncodable {
  /// `{r404_c={r404_b={r404_a=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r404_c={r404_b={r404_a=[1D]}}}")
}
extension CFixtures_r404_e: TypeEncodable {
  /// `{r404_e={r404_d=fi}d}`.
  public static let typeEncoding = try! TypeEncoding("{r404_e={r404_d=fi}d}")
}
extension CFixtures_r404_f: TypeEncodable {
  /// `{r404_f=D}`.
  public static let typeEncoding = try! TypeEncoding("{r404_f=D}")
}
extension CFixtures_r404_h: TypeEncodable {
  /// `{r404_h={r404_g=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r404_h={r404_g=[1D]}}")
}
extension CFixtures_r405_a: TypeEncodable {
  /// `{r405_a=[3s]Di}`.
  public static let typeEncoding = try! TypeEncoding("{r405_a=[3s]Di}")
}
extension CFixtures_r405_b: TypeEncodable {
  /// `{r405_b=fdd}`.
  public static let typeEncoding = try! TypeEncoding("{r405_b=fdd}")
}
extension CFixtures_r405_d: TypeEncodable {
  /// `{r405_d=^v{r405_c=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r405_d=^v{r405_c=[1D]}}")
}
extension CFixtures_r406_a: TypeEncodable {
  /// `{r406_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r406_a=[1D]}")
}
extension CFixtures_r406_b: TypeEncodable {
  /// `{r406_b=[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r406_b=[1d]}")
}
extension CFixtures_r406_d: TypeEncodable {
  /// `{r406_d={r406_c=d}d}`.
  public static let typeEncoding = try! TypeEncoding("{r406_d={r406_c=d}d}")
}
extension CFixtures_r407_a: TypeEncodable {
  /// `{r407_a=df}`.
  public static let typeEncoding = try! TypeEncoding("{r407_a=df}")
}
extension CFixtures_r407_b: TypeEncodable {
  /// `{r407_b=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r407_b=[1D]}")
}
extension CFixtures_r407_c: TypeEncodable {
  /// `{r407_c=D}`.
  public static let typeEncoding = try! TypeEncoding("{r407_c=D}")
}
extension CFixtures_r408_e: TypeEncodable {
  /// `{r408_e={r408_a=[1D]}{r408_d={r408_c={r408_b=D}}}C}`.
  public static let typeEncoding = try! TypeEncoding("{r408_e={r408_a=[1D]}{r408_d={r408_c={r408_b=D}}}C}")
}
extension CFixtures_r408_f: TypeEncodable {
  /// `{r408_f=D}`.
  public static let typeEncoding = try! TypeEncoding("{r408_f=D}")
}
extension CFixtures_r409_a: TypeEncodable {
  /// `{r409_a=DsD[2D]}`.
  public static let typeEncoding = try! TypeEncoding("{r409_a=DsD[2D]}")
}
extension CFixtures_r409_c: TypeEncodable {
  /// `{r409_c=^vS{r409_b=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r409_c=^vS{r409_b=D}}")
}
extension CFixtures_r409_d: TypeEncodable {
  /// `{r409_d=dS}`.
  public static let typeEncoding = try! TypeEncoding("{r409_d=dS}")
}
extension CFixtures_r409_e: TypeEncodable {
  /// `{r409_e=D}`.
  public static let typeEncoding = try! TypeEncoding("{r409_e=D}")
}
extension CFixtures_r410_b: TypeEncodable {
  /// `{r410_b={r410_a=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r410_b={r410_a=[1D]}}")
}
extension CFixtures_r410_c: TypeEncodable {
  /// `{r410_c=[4C]d}`.
  public static let typeEncoding = try! TypeEncoding("{r410_c=[4C]d}")
}
extension CFixtures_r412_c: TypeEncodable {
  /// `{r412_c={r412_b={r412_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r412_c={r412_b={r412_a=D}}}")
}
extension CFixtures_r412_d: TypeEncodable {
  /// `{r412_d=D}`.
  public static let typeEncoding = try! TypeEncoding("{r412_d=D}")
}
extension CFixtures_r412_f: TypeEncodable {
  /// `{r412_f={r412_e=f}fd}`.
  public static let typeEncoding = try! TypeEncoding("{r412_f={r412_e=f}fd}")
}
extension CFixtures_r412_h: TypeEncodable {
  /// `{r412_h={r412_g=B}[1f]ff}`.
  public static let typeEncoding = try! TypeEncoding("{r412_h={r412_g=B}[1f]ff}")
}
extension CFixtures_r412_k: TypeEncodable {
  /// `{r412_k=f{r412_i=dff}d{r412_j=ff}}`.
  public static let typeEncoding = try! TypeEncoding("{r412_k=f{r412_i=dff}d{r412_j=ff}}")
}
extension CFixtures_r412_m: TypeEncodable {
  /// `{r412_m={r412_l=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r412_m={r412_l=D}}")
}
extension CFixtures_r412_p: TypeEncodable {
  /// `{r412_p={r412_o={r412_n=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r412_p={r412_o={r412_n=[1D]}}}")
}
extension CFixtures_r413_c: TypeEncodable {
  /// `{r413_c={r413_b={r413_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r413_c={r413_b={r413_a=D}}}")
}
extension CFixtures_r413_e: TypeEncodable {
  /// `{r413_e={r413_d=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r413_e={r413_d=D}}")
}
extension CFixtures_r413_f: TypeEncodable {
  /// `{r413_f=[4c]QQdd}`.
  public static let typeEncoding = try! TypeEncoding("{r413_f=[4c]QQdd}")
}
extension CFixtures_r413_h: TypeEncodable {
  /// `{r413_h={r413_g=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r413_h={r413_g=[1D]}}")
}
extension CFixtures_r414_b: TypeEncodable {
  /// `{r414_b={r414_a=dQ}D}`.
  public static let typeEncoding = try! TypeEncoding("{r414_b={r414_a=dQ}D}")
}
extension CFixtures_r414_c: TypeEncodable {
  /// `{r414_c=sD}`.
  public static let typeEncoding = try! TypeEncoding("{r414_c=sD}")
}
extension CFixtures_r414_g: TypeEncodable {
  /// `{r414_g={r414_f={r414_e={r414_d=[1D]}}}D}`.
  public static let typeEncoding = try! TypeEncoding("{r414_g={r414_f={r414_e={r414_d=[1D]}}}D}")
}
extension CFixtures_r414_h: TypeEncodable {
  /// `{r414_h=D}`.
  public static let typeEncoding = try! TypeEncoding("{r414_h=D}")
}
extension CFixtures_r414_i: TypeEncodable {
  /// `{r414_i=d[2f]BiS[2d]}`.
  public static let typeEncoding = try! TypeEncoding("{r414_i=d[2f]BiS[2d]}")
}
extension CFixtures_r415_a: TypeEncodable {
  /// `{r415_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r415_a=[1D]}")
}
extension CFixtures_r415_b: TypeEncodable {
  /// `{r415_b=DD}`.
  public static let typeEncoding = try! TypeEncoding("{r415_b=DD}")
}
extension CFixtures_r415_e: TypeEncodable {
  /// `{r415_e={r415_d={r415_c=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r415_e={r415_d={r415_c=[1D]}}}")
}
extension CFixtures_r415_h: TypeEncodable {
  /// `{r415_h={r415_g={r415_f=[1D]}}S}`.
  public static let typeEncoding = try! TypeEncoding("{r415_h={r415_g={r415_f=[1D]}}S}")
}
extension CFixtures_r415_k: TypeEncodable {
  /// `{r415_k={r415_i=D}^v{r415_j=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r415_k={r415_i=D}^v{r415_j=[1D]}}")
}
extension CFixtures_r416_a: TypeEncodable {
  /// `{r416_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r416_a=D}")
}
extension CFixtures_r416_c: TypeEncodable {
  /// `{r416_c=S{r416_b=d}}`.
  public static let typeEncoding = try! TypeEncoding("{r416_c=S{r416_b=d}}")
}
extension CFixtures_r416_d: TypeEncodable {
  /// `{r416_d=SD}`.
  public static let typeEncoding = try! TypeEncoding("{r416_d=SD}")
}
extension CFixtures_r417_c: TypeEncodable {
  /// `{r417_c={r417_b={r417_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r417_c={r417_b={r417_a=D}}}")
}
extension CFixtures_r417_d: TypeEncodable {
  /// `{r417_d=IsBs}`.
  public static let typeEncoding = try! TypeEncoding("{r417_d=IsBs}")
}
extension CFixtures_r417_e: TypeEncodable {
  /// `{r417_e=BQ}`.
  public static let typeEncoding = try! TypeEncoding("{r417_e=BQ}")
}
extension CFixtures_r417_j: TypeEncodable {
  /// `{r417_j=[1f]{r417_f=[1s]}[2D]{r417_i={r417_h={r417_g=[1D]}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r417_j=[1f]{r417_f=[1s]}[2D]{r417_i={r417_h={r417_g=[1D]}}}}")
}
extension CFixtures_r417_k: TypeEncodable {
  /// `{r417_k=D}`.
  public static let typeEncoding = try! TypeEncoding("{r417_k=D}")
}
extension CFixtures_r417_l: TypeEncodable {
  /// `{r417_l=QddS}`.
  public static let typeEncoding = try! TypeEncoding("{r417_l=QddS}")
}
extension CFixtures_r418_c: TypeEncodable {
  /// `{r418_c={r418_b={r418_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r418_c={r418_b={r418_a=D}}}")
}
extension CFixtures_r418_d: TypeEncodable {
  /// `{r418_d=D}`.
  public static let typeEncoding = try! TypeEncoding("{r418_d=D}")
}
extension CFixtures_r418_e: TypeEncodable {
  /// `{r418_e=D}`.
  public static let typeEncoding = try! TypeEncoding("{r418_e=D}")
}
extension CFixtures_r418_f: TypeEncodable {
  /// `{r418_f=[2f]fff[1f]}`.
  public static let typeEncoding = try! TypeEncoding("{r418_f=[2f]fff[1f]}")
}
extension CFixtures_r419_a: TypeEncodable {
  /// `{r419_a=fD}`.
  public static let typeEncoding = try! TypeEncoding("{r419_a=fD}")
}
extension CFixtures_r419_c: TypeEncodable {
  /// `{r419_c={r419_b=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r419_c={r419_b=D}}")
}
extension CFixtures_r419_f: TypeEncodable {
  /// `{r419_f={r419_e={r419_d=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r419_f={r419_e={r419_d=D}}}")
}
extension CFixtures_r420_d: TypeEncodable {
  /// `{r420_d=D{r420_c={r420_b={r420_a=D}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r420_d=D{r420_c={r420_b={r420_a=D}}}}")
}
extension CFixtures_r421_a: TypeEncodable {
  /// `{r421_a=DDB}`.
  public static let typeEncoding = try! TypeEncoding("{r421_a=DDB}")
}
extension CFixtures_r421_c: TypeEncodable {
  /// `{r421_c=iQ{r421_b=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r421_c=iQ{r421_b=D}}")
}
extension CFixtures_r421_e: TypeEncodable {
  /// `{r421_e={r421_d=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r421_e={r421_d=[1D]}}")
}
extension CFixtures_r422_b: TypeEncodable {
  /// `{r422_b={r422_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r422_b={r422_a=D}}")
}
extension CFixtures_r422_c: TypeEncodable {
  /// `{r422_c=[2B]d}`.
  public static let typeEncoding = try! TypeEncoding("{r422_c=[2B]d}")
}
extension CFixtures_r424_c: TypeEncodable {
  /// `{r424_c={r424_b={r424_a=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r424_c={r424_b={r424_a=[1D]}}}")
}
extension CFixtures_r424_e: TypeEncodable {
  /// `{r424_e={r424_d=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r424_e={r424_d=D}}")
}
extension CFixtures_r424_i: TypeEncodable {
  /// `{r424_i={r424_f=fId}{r424_h={r424_g=D}}DD}`.
  public static let typeEncoding = try! TypeEncoding("{r424_i={r424_f=fId}{r424_h={r424_g=D}}DD}")
}
extension CFixtures_r425_a: TypeEncodable {
  /// `{r425_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r425_a=D}")
}
extension CFixtures_r425_b: TypeEncodable {
  /// `{r425_b=D}`.
  public static let typeEncoding = try! TypeEncoding("{r425_b=D}")
}
extension CFixtures_r425_c: TypeEncodable {
  /// `{r425_c=fdf[4f]f}`.
  public static let typeEncoding = try! TypeEncoding("{r425_c=fdf[4f]f}")
}
extension CFixtures_r425_d: TypeEncodable {
  /// `{r425_d=D}`.
  public static let typeEncoding = try! TypeEncoding("{r425_d=D}")
}
extension CFixtures_r425_f: TypeEncodable {
  /// `{r425_f={r425_e=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r425_f={r425_e=D}}")
}
extension CFixtures_r426_e: TypeEncodable {
  /// `{r426_e={r426_c={r426_b={r426_a=[1D]}}}{r426_d=d^v[4B]}D}`.
  public static let typeEncoding = try! TypeEncoding("{r426_e={r426_c={r426_b={r426_a=[1D]}}}{r426_d=d^v[4B]}D}")
}
extension CFixtures_r427_a: TypeEncodable {
  /// `{r427_a=ID}`.
  public static let typeEncoding = try! TypeEncoding("{r427_a=ID}")
}
extension CFixtures_r427_c: TypeEncodable {
  /// `{r427_c=D{r427_b=f[4B][2d]}}`.
  public static let typeEncoding = try! TypeEncoding("{r427_c=D{r427_b=f[4B][2d]}}")
}
extension CFixtures_r427_e: TypeEncodable {
  /// `{r427_e={r427_d=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r427_e={r427_d=D}}")
}
extension CFixtures_r427_g: TypeEncodable {
  /// `{r427_g=[2d]{r427_f=fq}}`.
  public static let typeEncoding = try! TypeEncoding("{r427_g=[2d]{r427_f=fq}}")
}
extension CFixtures_r427_h: TypeEncodable {
  /// `{r427_h=DDQ}`.
  public static let typeEncoding = try! TypeEncoding("{r427_h=DDQ}")
}
extension CFixtures_r427_k: TypeEncodable {
  /// `{r427_k=[1D]{r427_j={r427_i=[1D]}}[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r427_k=[1D]{r427_j={r427_i=[1D]}}[1d]}")
}
extension CFixtures_r428_c: TypeEncodable {
  /// `{r428_c={r428_b={r428_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r428_c={r428_b={r428_a=D}}}")
}
extension CFixtures_r428_d: TypeEncodable {
  /// `{r428_d=Qf}`.
  public static let typeEncoding = try! TypeEncoding("{r428_d=Qf}")
}
extension CFixtures_r428_e: TypeEncodable {
  /// `{r428_e=f[3f]}`.
  public static let typeEncoding = try! TypeEncoding("{r428_e=f[3f]}")
}
extension CFixtures_r428_f: TypeEncodable {
  /// `{r428_f=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r428_f=[1D]}")
}
extension CFixtures_r428_g: TypeEncodable {
  /// `{r428_g=i}`.
  public static let typeEncoding = try! TypeEncoding("{r428_g=i}")
}
extension CFixtures_r428_h: TypeEncodable {
  /// `{r428_h=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r428_h=[1D]}")
}
extension CFixtures_r429_a: TypeEncodable {
  /// `{r429_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r429_a=[1D]}")
}
extension CFixtures_r429_d: TypeEncodable {
  /// `{r429_d={r429_c={r429_b=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r429_d={r429_c={r429_b=[1D]}}}")
}
extension CFixtures_r429_e: TypeEncodable {
  /// `{r429_e=i[3f][4f]}`.
  public static let typeEncoding = try! TypeEncoding("{r429_e=i[3f][4f]}")
}
extension CFixtures_r429_h: TypeEncodable {
  /// `{r429_h={r429_g={r429_f=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r429_h={r429_g={r429_f=[1D]}}}")
}
extension CFixtures_r430_b: TypeEncodable {
  /// `{r430_b={r430_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r430_b={r430_a=D}}")
}
extension CFixtures_r430_c: TypeEncodable {
  /// `{r430_c=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r430_c=[1D]}")
}
extension CFixtures_r430_f: TypeEncodable {
  /// `{r430_f=[3c][1D]{r430_e={r430_d=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r430_f=[3c][1D]{r430_e={r430_d=[1D]}}}")
}
extension CFixtures_r430_i: TypeEncodable {
  /// `{r430_i={r430_h={r430_g=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r430_i={r430_h={r430_g=D}}}")
}
extension CFixtures_r430_k: TypeEncodable {
  /// `{r430_k=Di{r430_j=[1D]}B}`.
  public static let typeEncoding = try! TypeEncoding("{r430_k=Di{r430_j=[1D]}B}")
}
extension CFixtures_r431_a: TypeEncodable {
  /// `{r431_a=d}`.
  public static let typeEncoding = try! TypeEncoding("{r431_a=d}")
}
extension CFixtures_r431_b: TypeEncodable {
  /// `{r431_b=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r431_b=[1D]}")
}
extension CFixtures_r431_c: TypeEncodable {
  /// `{r431_c=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r431_c=[1D]}")
}
extension CFixtures_r431_f: TypeEncodable {
  /// `{r431_f={r431_e={r431_d=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r431_f={r431_e={r431_d=D}}}")
}
extension CFixtures_r432_a: TypeEncodable {
  /// `{r432_a=Dq^v}`.
  public static let typeEncoding = try! TypeEncoding("{r432_a=Dq^v}")
}
extension CFixtures_r432_b: TypeEncodable {
  /// `{r432_b=^v}`.
  public static let typeEncoding = try! TypeEncoding("{r432_b=^v}")
}
extension CFixtures_r432_d: TypeEncodable {
  /// `{r432_d=[4i][1d]{r432_c=d}fq}`.
  public static let typeEncoding = try! TypeEncoding("{r432_d=[4i][1d]{r432_c=d}fq}")
}
extension CFixtures_r433_a: TypeEncodable {
  /// `{r433_a=dfiS}`.
  public static let typeEncoding = try! TypeEncoding("{r433_a=dfiS}")
}
extension CFixtures_r433_b: TypeEncodable {
  /// `{r433_b=f[3D][1Q]}`.
  public static let typeEncoding = try! TypeEncoding("{r433_b=f[3D][1Q]}")
}
extension CFixtures_r433_e: TypeEncodable {
  /// `{r433_e={r433_d={r433_c=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r433_e={r433_d={r433_c=D}}}")
}
extension CFixtures_r433_f: TypeEncodable {
  /// `{r433_f=qD[2D]B}`.
  public static let typeEncoding = try! TypeEncoding("{r433_f=qD[2D]B}")
}
extension CFixtures_r433_h: TypeEncodable {
  /// `{r433_h=ii^v{r433_g=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r433_h=ii^v{r433_g=[1D]}}")
}
extension CFixtures_r433_i: TypeEncodable {
  /// `{r433_i=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r433_i=[1D]}")
}
extension CFixtures_r434_c: TypeEncodable {
  /// `{r434_c={r434_b={r434_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r434_c={r434_b={r434_a=D}}}")
}
extension CFixtures_r434_d: TypeEncodable {
  /// `{r434_d=sd}`.
  public static let typeEncoding = try! TypeEncoding("{r434_d=sd}")
}
extension CFixtures_r434_e: TypeEncodable {
  /// `{r434_e=D}`.
  public static let typeEncoding = try! TypeEncoding("{r434_e=D}")
}
extension CFixtures_r435_b: TypeEncodable {
  /// `{r435_b={r435_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r435_b={r435_a=D}}")
}
extension CFixtures_r435_c: TypeEncodable {
  /// `{r435_c=f}`.
  public static let typeEncoding = try! TypeEncoding("{r435_c=f}")
}
extension CFixtures_r435_d: TypeEncodable {
  /// `{r435_d=B[2D]}`.
  public static let typeEncoding = try! TypeEncoding("{r435_d=B[2D]}")
}
extension CFixtures_r435_f: TypeEncodable {
  /// `{r435_f={r435_e=D}D[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r435_f={r435_e=D}D[1D]}")
}
extension CFixtures_r435_i: TypeEncodable {
  /// `{r435_i={r435_h={r435_g=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r435_i={r435_h={r435_g=D}}}")
}
extension CFixtures_r436_a: TypeEncodable {
  /// `{r436_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r436_a=D}")
}
extension CFixtures_r437_b: TypeEncodable {
  /// `{r437_b={r437_a=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r437_b={r437_a=[1D]}}")
}
extension CFixtures_r437_e: TypeEncodable {
  /// `{r437_e={r437_d={r437_c=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r437_e={r437_d={r437_c=[1D]}}}")
}
extension CFixtures_r437_g: TypeEncodable {
  /// `{r437_g=I{r437_f=[1f]f}diS}`.
  public static let typeEncoding = try! TypeEncoding("{r437_g=I{r437_f=[1f]f}diS}")
}
extension CFixtures_r437_h: TypeEncodable {
  /// `{r437_h=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r437_h=[1D]}")
}
extension CFixtures_r437_k: TypeEncodable {
  /// `{r437_k=c{r437_j={r437_i=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r437_k=c{r437_j={r437_i=D}}}")
}
extension CFixtures_r437_o: TypeEncodable {
  /// `{r437_o=s{r437_n={r437_m={r437_l=D}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r437_o=s{r437_n={r437_m={r437_l=D}}}}")
}
extension CFixtures_r438_b: TypeEncodable {
  /// `{r438_b=B{r438_a=D}D}`.
  public static let typeEncoding = try! TypeEncoding("{r438_b=B{r438_a=D}D}")
}
extension CFixtures_r438_e: TypeEncodable {
  /// `{r438_e={r438_c=dc^v}{r438_d=D}D[3q]}`.
  public static let typeEncoding = try! TypeEncoding("{r438_e={r438_c=dc^v}{r438_d=D}D[3q]}")
}
extension CFixtures_r438_g: TypeEncodable {
  /// `{r438_g={r438_f=D}cDf}`.
  public static let typeEncoding = try! TypeEncoding("{r438_g={r438_f=D}cDf}")
}
extension CFixtures_r438_i: TypeEncodable {
  /// `{r438_i={r438_h=D}D}`.
  public static let typeEncoding = try! TypeEncoding("{r438_i={r438_h=D}D}")
}
extension CFixtures_r438_k: TypeEncodable {
  /// `{r438_k={r438_j=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r438_k={r438_j=D}}")
}
extension CFixtures_r438_l: TypeEncodable {
  /// `{r438_l=^vB^vD}`.
  public static let typeEncoding = try! TypeEncoding("{r438_l=^vB^vD}")
}
extension CFixtures_r439_b: TypeEncodable {
  /// `{r439_b=D{r439_a=f}[3^v]}`.
  public static let typeEncoding = try! TypeEncoding("{r439_b=D{r439_a=f}[3^v]}")
}
extension CFixtures_r439_c: TypeEncodable {
  /// `{r439_c=[2D]DC}`.
  public static let typeEncoding = try! TypeEncoding("{r439_c=[2D]DC}")
}
extension CFixtures_r439_f: TypeEncodable {
  /// `{r439_f={r439_e={r439_d=D}}DqD}`.
  public static let typeEncoding = try! TypeEncoding("{r439_f={r439_e={r439_d=D}}DqD}")
}
extension CFixtures_r440_c: TypeEncodable {
  /// `{r440_c={r440_b={r440_a=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r440_c={r440_b={r440_a=[1D]}}}")
}
extension CFixtures_r440_d: TypeEncodable {
  /// `{r440_d=^v[1d]}`.
  public static let typeEncoding = try! TypeEncoding("{r440_d=^v[1d]}")
}
extension CFixtures_r440_e: TypeEncodable {
  /// `{r440_e=ds}`.
  public static let typeEncoding = try! TypeEncoding("{r440_e=ds}")
}
extension CFixtures_r440_f: TypeEncodable {
  /// `{r440_f=dI}`.
  public static let typeEncoding = try! TypeEncoding("{r440_f=dI}")
}
extension CFixtures_r440_g: TypeEncodable {
  /// `{r440_g=D}`.
  public static let typeEncoding = try! TypeEncoding("{r440_g=D}")
}
extension CFixtures_r441_b: TypeEncodable {
  /// `{r441_b={r441_a=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r441_b={r441_a=[1D]}}")
}
extension CFixtures_r441_c: TypeEncodable {
  /// `{r441_c=^vf}`.
  public static let typeEncoding = try! TypeEncoding("{r441_c=^vf}")
}
extension CFixtures_r441_d: TypeEncodable {
  /// `{r441_d=C}`.
  public static let typeEncoding = try! TypeEncoding("{r441_d=C}")
}
extension CFixtures_r441_e: TypeEncodable {
  /// `{r441_e=d}`.
  public static let typeEncoding = try! TypeEncoding("{r441_e=d}")
}
extension CFixtures_r441_g: TypeEncodable {
  /// `{r441_g={r441_f=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r441_g={r441_f=[1D]}}")
}
extension CFixtures_r441_i: TypeEncodable {
  /// `{r441_i=C{r441_h=D}DD}`.
  public static let typeEncoding = try! TypeEncoding("{r441_i=C{r441_h=D}DD}")
}
extension CFixtures_r441_j: TypeEncodable {
  /// `{r441_j=i}`.
  public static let typeEncoding = try! TypeEncoding("{r441_j=i}")
}
extension CFixtures_r441_l: TypeEncodable {
  /// `{r441_l=DD{r441_k=[2s][1q]}}`.
  public static let typeEncoding = try! TypeEncoding("{r441_l=DD{r441_k=[2s][1q]}}")
}
extension CFixtures_r442_b: TypeEncodable {
  /// `{r442_b={r442_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r442_b={r442_a=D}}")
}
extension CFixtures_r442_e: TypeEncodable {
  /// `{r442_e={r442_d={r442_c=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r442_e={r442_d={r442_c=D}}}")
}
extension CFixtures_r442_g: TypeEncodable {
  /// `{r442_g=Q{r442_f=D}[3D]}`.
  public static let typeEncoding = try! TypeEncoding("{r442_g=Q{r442_f=D}[3D]}")
}
extension CFixtures_r443_a: TypeEncodable {
  /// `{r443_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r443_a=D}")
}
extension CFixtures_r443_b: TypeEncodable {
  /// `{r443_b=D}`.
  public static let typeEncoding = try! TypeEncoding("{r443_b=D}")
}
extension CFixtures_r443_c: TypeEncodable {
  /// `{r443_c=D}`.
  public static let typeEncoding = try! TypeEncoding("{r443_c=D}")
}
extension CFixtures_r443_d: TypeEncodable {
  /// `{r443_d=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r443_d=[1D]}")
}
extension CFixtures_r443_f: TypeEncodable {
  /// `{r443_f={r443_e=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r443_f={r443_e=[1D]}}")
}
extension CFixtures_r443_g: TypeEncodable {
  /// `{r443_g=D}`.
  public static let typeEncoding = try! TypeEncoding("{r443_g=D}")
}
extension CFixtures_r444_b: TypeEncodable {
  /// `{r444_b=[2D]{r444_a=[1d]}i}`.
  public static let typeEncoding = try! TypeEncoding("{r444_b=[2D]{r444_a=[1d]}i}")
}
extension CFixtures_r445_c: TypeEncodable {
  /// `{r445_c=Ss{r445_a=^vdC}{r445_b=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r445_c=Ss{r445_a=^vdC}{r445_b=D}}")
}
extension CFixtures_r445_d: TypeEncodable {
  /// `{r445_d=cD}`.
  public static let typeEncoding = try! TypeEncoding("{r445_d=cD}")
}
extension CFixtures_r445_f: TypeEncodable {
  /// `{r445_f=[2D]{r445_e=[1D]}s}`.
  public static let typeEncoding = try! TypeEncoding("{r445_f=[2D]{r445_e=[1D]}s}")
}
extension CFixtures_r445_g: TypeEncodable {
  /// `{r445_g=DD}`.
  public static let typeEncoding = try! TypeEncoding("{r445_g=DD}")
}
extension CFixtures_r446_a: TypeEncodable {
  /// `{r446_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r446_a=D}")
}
extension CFixtures_r446_b: TypeEncodable {
  /// `{r446_b=qf}`.
  public static let typeEncoding = try! TypeEncoding("{r446_b=qf}")
}
extension CFixtures_r446_c: TypeEncodable {
  /// `{r446_c=Di}`.
  public static let typeEncoding = try! TypeEncoding("{r446_c=Di}")
}
extension CFixtures_r446_d: TypeEncodable {
  /// `{r446_d=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r446_d=[1D]}")
}
extension CFixtures_r447_a: TypeEncodable {
  /// `{r447_a=DQQ}`.
  public static let typeEncoding = try! TypeEncoding("{r447_a=DQQ}")
}
extension CFixtures_r448_c: TypeEncodable {
  /// `{r448_c={r448_b={r448_a=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r448_c={r448_b={r448_a=[1D]}}}")
}
extension CFixtures_r448_f: TypeEncodable {
  /// `{r448_f={r448_e={r448_d=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r448_f={r448_e={r448_d=[1D]}}}")
}
extension CFixtures_r448_h: TypeEncodable {
  /// `{r448_h=[2I]{r448_g=s[1c]C}B}`.
  public static let typeEncoding = try! TypeEncoding("{r448_h=[2I]{r448_g=s[1c]C}B}")
}
extension CFixtures_r448_k: TypeEncodable {
  /// `{r448_k={r448_j={r448_i=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r448_k={r448_j={r448_i=D}}}")
}
extension CFixtures_r449_c: TypeEncodable {
  /// `{r449_c={r449_b={r449_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r449_c={r449_b={r449_a=D}}}")
}
extension CFixtures_r449_d: TypeEncodable {
  /// `{r449_d=D}`.
  public static let typeEncoding = try! TypeEncoding("{r449_d=D}")
}
extension CFixtures_r449_i: TypeEncodable {
  /// `{r449_i=[2D]{r449_e=D}{r449_h={r449_g={r449_f=D}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r449_i=[2D]{r449_e=D}{r449_h={r449_g={r449_f=D}}}}")
}
extension CFixtures_r449_j: TypeEncodable {
  /// `{r449_j=D}`.
  public static let typeEncoding = try! TypeEncoding("{r449_j=D}")
}
extension CFixtures_r449_k: TypeEncodable {
  /// `{r449_k=D}`.
  public static let typeEncoding = try! TypeEncoding("{r449_k=D}")
}
extension CFixtures_r449_l: TypeEncodable {
  /// `{r449_l=C}`.
  public static let typeEncoding = try! TypeEncoding("{r449_l=C}")
}
extension CFixtures_r449_m: TypeEncodable {
  /// `{r449_m=D}`.
  public static let typeEncoding = try! TypeEncoding("{r449_m=D}")
}
extension CFixtures_r449_p: TypeEncodable {
  /// `{r449_p={r449_o={r449_n=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r449_p={r449_o={r449_n=D}}}")
}
extension CFixtures_r449_q: TypeEncodable {
  /// `{r449_q=S^viD}`.
  public static let typeEncoding = try! TypeEncoding("{r449_q=S^viD}")
}
extension CFixtures_r450_d: TypeEncodable {
  /// `{r450_d={r450_b={r450_a=[1D]}}D{r450_c=D}[3D]}`.
  public static let typeEncoding = try! TypeEncoding("{r450_d={r450_b={r450_a=[1D]}}D{r450_c=D}[3D]}")
}
extension CFixtures_r450_e: TypeEncodable {
  /// `{r450_e=D}`.
  public static let typeEncoding = try! TypeEncoding("{r450_e=D}")
}
extension CFixtures_r451_a: TypeEncodable {
  /// `{r451_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r451_a=D}")
}
extension CFixtures_r451_e: TypeEncodable {
  /// `{r451_e={r451_d={r451_c={r451_b=D}}}s}`.
  public static let typeEncoding = try! TypeEncoding("{r451_e={r451_d={r451_c={r451_b=D}}}s}")
}
extension CFixtures_r451_g: TypeEncodable {
  /// `{r451_g={r451_f=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r451_g={r451_f=D}}")
}
extension CFixtures_r451_i: TypeEncodable {
  /// `{r451_i=D{r451_h=D}Df}`.
  public static let typeEncoding = try! TypeEncoding("{r451_i=D{r451_h=D}Df}")
}
extension CFixtures_r451_m: TypeEncodable {
  /// `{r451_m={r451_l={r451_k={r451_j=D}}}[2D]D[2D]}`.
  public static let typeEncoding = try! TypeEncoding("{r451_m={r451_l={r451_k={r451_j=D}}}[2D]D[2D]}")
}
extension CFixtures_r451_n: TypeEncodable {
  /// `{r451_n=D^v}`.
  public static let typeEncoding = try! TypeEncoding("{r451_n=D^v}")
}
extension CFixtures_r452_a: TypeEncodable {
  /// `{r452_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r452_a=D}")
}
extension CFixtures_r452_b: TypeEncodable {
  /// `{r452_b=sC[1c]cd}`.
  public static let typeEncoding = try! TypeEncoding("{r452_b=sC[1c]cd}")
}
extension CFixtures_r452_f: TypeEncodable {
  /// `{r452_f=Q{r452_e={r452_d={r452_c=[1D]}}}sD}`.
  public static let typeEncoding = try! TypeEncoding("{r452_f=Q{r452_e={r452_d={r452_c=[1D]}}}sD}")
}
extension CFixtures_r452_h: TypeEncodable {
  /// `{r452_h=D{r452_g=d[2s]^v}}`.
  public static let typeEncoding = try! TypeEncoding("{r452_h=D{r452_g=d[2s]^v}}")
}
extension CFixtures_r453_c: TypeEncodable {
  /// `{r453_c={r453_b={r453_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r453_c={r453_b={r453_a=D}}}")
}
extension CFixtures_r453_d: TypeEncodable {
  /// `{r453_d=D}`.
  public static let typeEncoding = try! TypeEncoding("{r453_d=D}")
}
extension CFixtures_r453_e: TypeEncodable {
  /// `{r453_e=DD}`.
  public static let typeEncoding = try! TypeEncoding("{r453_e=DD}")
}
extension CFixtures_r453_g: TypeEncodable {
  /// `{r453_g={r453_f=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r453_g={r453_f=D}}")
}
extension CFixtures_r453_h: TypeEncodable {
  /// `{r453_h=D}`.
  public static let typeEncoding = try! TypeEncoding("{r453_h=D}")
}
extension CFixtures_r453_k: TypeEncodable {
  /// `{r453_k={r453_j={r453_i=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r453_k={r453_j={r453_i=D}}}")
}
extension CFixtures_r453_m: TypeEncodable {
  /// `{r453_m=f[1f]{r453_l=ff}d}`.
  public static let typeEncoding = try! TypeEncoding("{r453_m=f[1f]{r453_l=ff}d}")
}
extension CFixtures_r454_a: TypeEncodable {
  /// `{r454_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r454_a=D}")
}
extension CFixtures_r454_g: TypeEncodable {
  /// `{r454_g={r454_d={r454_c={r454_b=[1D]}}}{r454_f={r454_e=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r454_g={r454_d={r454_c={r454_b=[1D]}}}{r454_f={r454_e=[1D]}}}")
}
extension CFixtures_r455_a: TypeEncodable {
  /// `{r455_a=[2f]Cf}`.
  public static let typeEncoding = try! TypeEncoding("{r455_a=[2f]Cf}")
}
extension CFixtures_r455_b: TypeEncodable {
  /// `{r455_b=D}`.
  public static let typeEncoding = try! TypeEncoding("{r455_b=D}")
}
extension CFixtures_r455_c: TypeEncodable {
  /// `{r455_c=D}`.
  public static let typeEncoding = try! TypeEncoding("{r455_c=D}")
}
extension CFixtures_r455_e: TypeEncodable {
  /// `{r455_e={r455_d=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r455_e={r455_d=D}}")
}
extension CFixtures_r456_d: TypeEncodable {
  /// `{r456_d={r456_b={r456_a=D}}{r456_c=i}^v}`.
  public static let typeEncoding = try! TypeEncoding("{r456_d={r456_b={r456_a=D}}{r456_c=i}^v}")
}
extension CFixtures_r456_e: TypeEncodable {
  /// `{r456_e=q}`.
  public static let typeEncoding = try! TypeEncoding("{r456_e=q}")
}
extension CFixtures_r456_f: TypeEncodable {
  /// `{r456_f=D}`.
  public static let typeEncoding = try! TypeEncoding("{r456_f=D}")
}
extension CFixtures_r456_k: TypeEncodable {
  /// `{r456_k=D{r456_g=D}{r456_j={r456_i={r456_h=D}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r456_k=D{r456_g=D}{r456_j={r456_i={r456_h=D}}}}")
}
extension CFixtures_r456_n: TypeEncodable {
  /// `{r456_n={r456_l=Q}{r456_m=[1D]}D}`.
  public static let typeEncoding = try! TypeEncoding("{r456_n={r456_l=Q}{r456_m=[1D]}D}")
}
extension CFixtures_r456_o: TypeEncodable {
  /// `{r456_o=f}`.
  public static let typeEncoding = try! TypeEncoding("{r456_o=f}")
}
extension CFixtures_r456_q: TypeEncodable {
  /// `{r456_q={r456_p=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r456_q={r456_p=D}}")
}
extension CFixtures_r457_a: TypeEncodable {
  /// `{r457_a=DD}`.
  public static let typeEncoding = try! TypeEncoding("{r457_a=DD}")
}
extension CFixtures_r457_c: TypeEncodable {
  /// `{r457_c={r457_b=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r457_c={r457_b=D}}")
}
extension CFixtures_r457_e: TypeEncodable {
  /// `{r457_e=f[3f]S{r457_d=[4s]d}S}`.
  public static let typeEncoding = try! TypeEncoding("{r457_e=f[3f]S{r457_d=[4s]d}S}")
}
extension CFixtures_r457_g: TypeEncodable {
  /// `{r457_g=qII{r457_f=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r457_g=qII{r457_f=D}}")
}
extension CFixtures_r457_i: TypeEncodable {
  /// `{r457_i={r457_h=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r457_i={r457_h=D}}")
}
extension CFixtures_r457_k: TypeEncodable {
  /// `{r457_k={r457_j=d}}`.
  public static let typeEncoding = try! TypeEncoding("{r457_k={r457_j=d}}")
}
extension CFixtures_r457_l: TypeEncodable {
  /// `{r457_l=ID}`.
  public static let typeEncoding = try! TypeEncoding("{r457_l=ID}")
}
extension CFixtures_r457_m: TypeEncodable {
  /// `{r457_m=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r457_m=dd}")
}
extension CFixtures_r458_b: TypeEncodable {
  /// `{r458_b={r458_a=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r458_b={r458_a=[1D]}}")
}
extension CFixtures_r458_c: TypeEncodable {
  /// `{r458_c=c[4C]Cd}`.
  public static let typeEncoding = try! TypeEncoding("{r458_c=c[4C]Cd}")
}
extension CFixtures_r458_f: TypeEncodable {
  /// `{r458_f={r458_e={r458_d=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r458_f={r458_e={r458_d=D}}}")
}
extension CFixtures_r458_h: TypeEncodable {
  /// `{r458_h={r458_g=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r458_h={r458_g=[1D]}}")
}
extension CFixtures_r459_a: TypeEncodable {
  /// `{r459_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r459_a=[1D]}")
}
extension CFixtures_r459_e: TypeEncodable {
  /// `{r459_e={r459_d={r459_c={r459_b=[1D]}}}Dcs}`.
  public static let typeEncoding = try! TypeEncoding("{r459_e={r459_d={r459_c={r459_b=[1D]}}}Dcs}")
}
extension CFixtures_r459_f: TypeEncodable {
  /// `{r459_f=D}`.
  public static let typeEncoding = try! TypeEncoding("{r459_f=D}")
}
extension CFixtures_r459_g: TypeEncodable {
  /// `{r459_g=D}`.
  public static let typeEncoding = try! TypeEncoding("{r459_g=D}")
}
extension CFixtures_r459_j: TypeEncodable {
  /// `{r459_j={r459_h=dQc}D{r459_i=[2S]d}}`.
  public static let typeEncoding = try! TypeEncoding("{r459_j={r459_h=dQc}D{r459_i=[2S]d}}")
}
extension CFixtures_r459_l: TypeEncodable {
  /// `{r459_l={r459_k=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r459_l={r459_k=D}}")
}
extension CFixtures_r459_m: TypeEncodable {
  /// `{r459_m=BSiD}`.
  public static let typeEncoding = try! TypeEncoding("{r459_m=BSiD}")
}
extension CFixtures_r460_a: TypeEncodable {
  /// `{r460_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r460_a=[1D]}")
}
extension CFixtures_r460_b: TypeEncodable {
  /// `{r460_b=ff^vsid}`.
  public static let typeEncoding = try! TypeEncoding("{r460_b=ff^vsid}")
}
extension CFixtures_r460_c: TypeEncodable {
  /// `{r460_c=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r460_c=[1D]}")
}
extension CFixtures_r460_i: TypeEncodable {
  /// `{r460_i=f{r460_e={r460_d=D}}q{r460_h={r460_g={r460_f=D}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r460_i=f{r460_e={r460_d=D}}q{r460_h={r460_g={r460_f=D}}}}")
}
extension CFixtures_r461_a: TypeEncodable {
  /// `{r461_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r461_a=D}")
}
extension CFixtures_r461_d: TypeEncodable {
  /// `{r461_d={r461_c={r461_b=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r461_d={r461_c={r461_b=[1D]}}}")
}
extension CFixtures_r461_e: TypeEncodable {
  /// `{r461_e=D}`.
  public static let typeEncoding = try! TypeEncoding("{r461_e=D}")
}
extension CFixtures_r461_i: TypeEncodable {
  /// `{r461_i=f{r461_h={r461_g={r461_f=D}}}I}`.
  public static let typeEncoding = try! TypeEncoding("{r461_i=f{r461_h={r461_g={r461_f=D}}}I}")
}
extension CFixtures_r461_k: TypeEncodable {
  /// `{r461_k={r461_j=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r461_k={r461_j=D}}")
}
extension CFixtures_r461_l: TypeEncodable {
  /// `{r461_l=dD}`.
  public static let typeEncoding = try! TypeEncoding("{r461_l=dD}")
}
extension CFixtures_r462_d: TypeEncodable {
  /// `{r462_d=[1d]d{r462_c={r462_b={r462_a=D}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r462_d=[1d]d{r462_c={r462_b={r462_a=D}}}}")
}
extension CFixtures_r462_f: TypeEncodable {
  /// `{r462_f={r462_e=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r462_f={r462_e=[1D]}}")
}
extension CFixtures_r462_m: TypeEncodable {
  /// `{r462_m={r462_h={r462_g=D}}{r462_i=[1D]}{r462_l={r462_k={r462_j=D}}}^v}`.
  public static let typeEncoding = try! TypeEncoding("{r462_m={r462_h={r462_g=D}}{r462_i=[1D]}{r462_l={r462_k={r462_j=D}}}^v}")
}
extension CFixtures_r462_n: TypeEncodable {
  /// `{r462_n=D}`.
  public static let typeEncoding = try! TypeEncoding("{r462_n=D}")
}
extension CFixtures_r462_p: TypeEncodable {
  /// `{r462_p={r462_o=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r462_p={r462_o=[1D]}}")
}
extension CFixtures_r463_a: TypeEncodable {
  /// `{r463_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r463_a=D}")
}
extension CFixtures_r463_c: TypeEncodable {
  /// `{r463_c={r463_b=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r463_c={r463_b=[1D]}}")
}
extension CFixtures_r463_f: TypeEncodable {
  /// `{r463_f={r463_e={r463_d=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r463_f={r463_e={r463_d=D}}}")
}
extension CFixtures_r463_i: TypeEncodable {
  /// `{r463_i=sDS{r463_h={r463_g=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r463_i=sDS{r463_h={r463_g=D}}}")
}
extension CFixtures_r463_j: TypeEncodable {
  /// `{r463_j=D}`.
  public static let typeEncoding = try! TypeEncoding("{r463_j=D}")
}
extension CFixtures_r463_k: TypeEncodable {
  /// `{r463_k=I}`.
  public static let typeEncoding = try! TypeEncoding("{r463_k=I}")
}
extension CFixtures_r463_o: TypeEncodable {
  /// `{r463_o={r463_l=qf}[1c]{r463_n={r463_m=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r463_o={r463_l=qf}[1c]{r463_n={r463_m=[1D]}}}")
}
extension CFixtures_r464_a: TypeEncodable {
  /// `{r464_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r464_a=D}")
}
extension CFixtures_r464_c: TypeEncodable {
  /// `{r464_c=Cc{r464_b=If}}`.
  public static let typeEncoding = try! TypeEncoding("{r464_c=Cc{r464_b=If}}")
}
extension CFixtures_r464_d: TypeEncodable {
  /// `{r464_d=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r464_d=[1D]}")
}
extension CFixtures_r465_a: TypeEncodable {
  /// `{r465_a=s}`.
  public static let typeEncoding = try! TypeEncoding("{r465_a=s}")
}
extension CFixtures_r465_b: TypeEncodable {
  /// `{r465_b=Qd}`.
  public static let typeEncoding = try! TypeEncoding("{r465_b=Qd}")
}
extension CFixtures_r465_c: TypeEncodable {
  /// `{r465_c=d}`.
  public static let typeEncoding = try! TypeEncoding("{r465_c=d}")
}
extension CFixtures_r465_e: TypeEncodable {
  /// `{r465_e=Cc{r465_d=d}dC}`.
  public static let typeEncoding = try! TypeEncoding("{r465_e=Cc{r465_d=d}dC}")
}
extension CFixtures_r465_f: TypeEncodable {
  /// `{r465_f=cDD}`.
  public static let typeEncoding = try! TypeEncoding("{r465_f=cDD}")
}
extension CFixtures_r466_c: TypeEncodable {
  /// `{r466_c={r466_b={r466_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r466_c={r466_b={r466_a=D}}}")
}
extension CFixtures_r466_d: TypeEncodable {
  /// `{r466_d=DD}`.
  public static let typeEncoding = try! TypeEncoding("{r466_d=DD}")
}
extension CFixtures_r466_f: TypeEncodable {
  /// `{r466_f=qD{r466_e=[1D]}f}`.
  public static let typeEncoding = try! TypeEncoding("{r466_f=qD{r466_e=[1D]}f}")
}
extension CFixtures_r466_g: TypeEncodable {
  /// `{r466_g=f[4s]qs[4c]^v}`.
  public static let typeEncoding = try! TypeEncoding("{r466_g=f[4s]qs[4c]^v}")
}
extension CFixtures_r466_h: TypeEncodable {
  /// `{r466_h=ddiQ}`.
  public static let typeEncoding = try! TypeEncoding("{r466_h=ddiQ}")
}
extension CFixtures_r466_i: TypeEncodable {
  /// `{r466_i=Dq}`.
  public static let typeEncoding = try! TypeEncoding("{r466_i=Dq}")
}
extension CFixtures_r467_a: TypeEncodable {
  /// `{r467_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r467_a=D}")
}
extension CFixtures_r467_b: TypeEncodable {
  /// `{r467_b=D}`.
  public static let typeEncoding = try! TypeEncoding("{r467_b=D}")
}
extension CFixtures_r467_e: TypeEncodable {
  /// `{r467_e={r467_d={r467_c=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r467_e={r467_d={r467_c=[1D]}}}")
}
extension CFixtures_r467_f: TypeEncodable {
  /// `{r467_f=fff}`.
  public static let typeEncoding = try! TypeEncoding("{r467_f=fff}")
}
extension CFixtures_r467_g: TypeEncodable {
  /// `{r467_g=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r467_g=[1D]}")
}
extension CFixtures_r468_d: TypeEncodable {
  /// `{r468_d={r468_c={r468_b={r468_a=[1D]}}}QDf}`.
  public static let typeEncoding = try! TypeEncoding("{r468_d={r468_c={r468_b={r468_a=[1D]}}}QDf}")
}
extension CFixtures_r468_e: TypeEncodable {
  /// `{r468_e=D}`.
  public static let typeEncoding = try! TypeEncoding("{r468_e=D}")
}
extension CFixtures_r468_g: TypeEncodable {
  /// `{r468_g={r468_f=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r468_g={r468_f=D}}")
}
extension CFixtures_r469_a: TypeEncodable {
  /// `{r469_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r469_a=D}")
}
extension CFixtures_r469_b: TypeEncodable {
  /// `{r469_b=D}`.
  public static let typeEncoding = try! TypeEncoding("{r469_b=D}")
}
extension CFixtures_r469_e: TypeEncodable {
  /// `{r469_e={r469_c=[4B]}{r469_d=d[1S]}[3s]}`.
  public static let typeEncoding = try! TypeEncoding("{r469_e={r469_c=[4B]}{r469_d=d[1S]}[3s]}")
}
extension CFixtures_r469_g: TypeEncodable {
  /// `{r469_g=sD{r469_f=^vB}}`.
  public static let typeEncoding = try! TypeEncoding("{r469_g=sD{r469_f=^vB}}")
}
extension CFixtures_r469_h: TypeEncodable {
  /// `{r469_h=DD}`.
  public static let typeEncoding = try! TypeEncoding("{r469_h=DD}")
}
extension CFixtures_r469_k: TypeEncodable {
  /// `{r469_k={r469_j={r469_i=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r469_k={r469_j={r469_i=[1D]}}}")
}
extension CFixtures_r469_n: TypeEncodable {
  /// `{r469_n={r469_l=D}{r469_m=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r469_n={r469_l=D}{r469_m=D}}")
}
extension CFixtures_r470_a: TypeEncodable {
  /// `{r470_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r470_a=D}")
}
extension CFixtures_r470_b: TypeEncodable {
  /// `{r470_b=fCf}`.
  public static let typeEncoding = try! TypeEncoding("{r470_b=fCf}")
}
extension CFixtures_r470_c: TypeEncodable {
  /// `{r470_c=f}`.
  public static let typeEncoding = try! TypeEncoding("{r470_c=f}")
}
extension CFixtures_r471_a: TypeEncodable {
  /// `{r471_a=[1f]C}`.
  public static let typeEncoding = try! TypeEncoding("{r471_a=[1f]C}")
}
extension CFixtures_r471_d: TypeEncodable {
  /// `{r471_d={r471_b=D}{r471_c=D}sD}`.
  public static let typeEncoding = try! TypeEncoding("{r471_d={r471_b=D}{r471_c=D}sD}")
}
extension CFixtures_r471_e: TypeEncodable {
  /// `{r471_e=dff[2f]}`.
  public static let typeEncoding = try! TypeEncoding("{r471_e=dff[2f]}")
}
extension CFixtures_r471_h: TypeEncodable {
  /// `{r471_h={r471_g={r471_f=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r471_h={r471_g={r471_f=[1D]}}}")
}
extension CFixtures_r471_i: TypeEncodable {
  /// `{r471_i=BD}`.
  public static let typeEncoding = try! TypeEncoding("{r471_i=BD}")
}
extension CFixtures_r471_k: TypeEncodable {
  /// `{r471_k={r471_j=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r471_k={r471_j=D}}")
}
extension CFixtures_r472_b: TypeEncodable {
  /// `{r472_b={r472_a=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r472_b={r472_a=[1D]}}")
}
extension CFixtures_r473_a: TypeEncodable {
  /// `{r473_a=df}`.
  public static let typeEncoding = try! TypeEncoding("{r473_a=df}")
}
extension CFixtures_r473_b: TypeEncodable {
  /// `{r473_b=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r473_b=[1D]}")
}
extension CFixtures_r473_f: TypeEncodable {
  /// `{r473_f={r473_e={r473_d={r473_c=[1D]}}}B}`.
  public static let typeEncoding = try! TypeEncoding("{r473_f={r473_e={r473_d={r473_c=[1D]}}}B}")
}
extension CFixtures_r473_g: TypeEncodable {
  /// `{r473_g=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r473_g=[1D]}")
}
extension CFixtures_r474_c: TypeEncodable {
  /// `{r474_c=^vs{r474_b={r474_a=[1D]}}D}`.
  public static let typeEncoding = try! TypeEncoding("{r474_c=^vs{r474_b={r474_a=[1D]}}D}")
}
extension CFixtures_r474_e: TypeEncodable {
  /// `{r474_e={r474_d=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r474_e={r474_d=D}}")
}
extension CFixtures_r475_a: TypeEncodable {
  /// `{r475_a=ID}`.
  public static let typeEncoding = try! TypeEncoding("{r475_a=ID}")
}
extension CFixtures_r475_b: TypeEncodable {
  /// `{r475_b=D}`.
  public static let typeEncoding = try! TypeEncoding("{r475_b=D}")
}
extension CFixtures_r476_b: TypeEncodable {
  /// `{r476_b={r476_a=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r476_b={r476_a=[1D]}}")
}
extension CFixtures_r476_c: TypeEncodable {
  /// `{r476_c=Iff}`.
  public static let typeEncoding = try! TypeEncoding("{r476_c=Iff}")
}
extension CFixtures_r477_a: TypeEncodable {
  /// `{r477_a=i}`.
  public static let typeEncoding = try! TypeEncoding("{r477_a=i}")
}
extension CFixtures_r477_b: TypeEncodable {
  /// `{r477_b=Id}`.
  public static let typeEncoding = try! TypeEncoding("{r477_b=Id}")
}
extension CFixtures_r478_b: TypeEncodable {
  /// `{r478_b={r478_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r478_b={r478_a=D}}")
}
extension CFixtures_r478_c: TypeEncodable {
  /// `{r478_c=Cq}`.
  public static let typeEncoding = try! TypeEncoding("{r478_c=Cq}")
}
extension CFixtures_r479_a: TypeEncodable {
  /// `{r479_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r479_a=[1D]}")
}
extension CFixtures_r479_b: TypeEncodable {
  /// `{r479_b=[3d]}`.
  public static let typeEncoding = try! TypeEncoding("{r479_b=[3d]}")
}
extension CFixtures_r479_d: TypeEncodable {
  /// `{r479_d={r479_c=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r479_d={r479_c=[1D]}}")
}
extension CFixtures_r479_g: TypeEncodable {
  /// `{r479_g={r479_f={r479_e=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r479_g={r479_f={r479_e=D}}}")
}
extension CFixtures_r479_h: TypeEncodable {
  /// `{r479_h=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r479_h=[1D]}")
}
extension CFixtures_r479_j: TypeEncodable {
  /// `{r479_j={r479_i=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r479_j={r479_i=D}}")
}
extension CFixtures_r480_b: TypeEncodable {
  /// `{r480_b=c{r480_a=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r480_b=c{r480_a=[1D]}}")
}
extension CFixtures_r480_c: TypeEncodable {
  /// `{r480_c=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r480_c=[1D]}")
}
extension CFixtures_r481_a: TypeEncodable {
  /// `{r481_a=ffs}`.
  public static let typeEncoding = try! TypeEncoding("{r481_a=ffs}")
}
extension CFixtures_r481_e: TypeEncodable {
  /// `{r481_e={r481_b=BB}{r481_c=[1D]}[2q]{r481_d=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r481_e={r481_b=BB}{r481_c=[1D]}[2q]{r481_d=[1D]}}")
}
extension CFixtures_r481_f: TypeEncodable {
  /// `{r481_f=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r481_f=[1D]}")
}
extension CFixtures_r481_k: TypeEncodable {
  /// `{r481_k={r481_h={r481_g=D}}D{r481_j={r481_i=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r481_k={r481_h={r481_g=D}}D{r481_j={r481_i=[1D]}}}")
}
extension CFixtures_r482_c: TypeEncodable {
  /// `{r482_c={r482_b={r482_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r482_c={r482_b={r482_a=D}}}")
}
extension CFixtures_r482_d: TypeEncodable {
  /// `{r482_d=fBd}`.
  public static let typeEncoding = try! TypeEncoding("{r482_d=fBd}")
}
extension CFixtures_r482_g: TypeEncodable {
  /// `{r482_g={r482_f={r482_e=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r482_g={r482_f={r482_e=[1D]}}}")
}
extension CFixtures_r482_h: TypeEncodable {
  /// `{r482_h=CDD}`.
  public static let typeEncoding = try! TypeEncoding("{r482_h=CDD}")
}
extension CFixtures_r483_b: TypeEncodable {
  /// `{r483_b={r483_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r483_b={r483_a=D}}")
}
extension CFixtures_r483_e: TypeEncodable {
  /// `{r483_e=D{r483_d={r483_c=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r483_e=D{r483_d={r483_c=[1D]}}}")
}
extension CFixtures_r483_f: TypeEncodable {
  /// `{r483_f=SS}`.
  public static let typeEncoding = try! TypeEncoding("{r483_f=SS}")
}
extension CFixtures_r483_g: TypeEncodable {
  /// `{r483_g=DC}`.
  public static let typeEncoding = try! TypeEncoding("{r483_g=DC}")
}
extension CFixtures_r484_a: TypeEncodable {
  /// `{r484_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r484_a=[1D]}")
}
extension CFixtures_r484_d: TypeEncodable {
  /// `{r484_d={r484_c={r484_b=D}}D}`.
  public static let typeEncoding = try! TypeEncoding("{r484_d={r484_c={r484_b=D}}D}")
}
extension CFixtures_r484_g: TypeEncodable {
  /// `{r484_g={r484_f={r484_e=D}}D}`.
  public static let typeEncoding = try! TypeEncoding("{r484_g={r484_f={r484_e=D}}D}")
}
extension CFixtures_r485_a: TypeEncodable {
  /// `{r485_a=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r485_a=fd}")
}
extension CFixtures_r485_d: TypeEncodable {
  /// `{r485_d={r485_c={r485_b=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r485_d={r485_c={r485_b=[1D]}}}")
}
extension CFixtures_r485_e: TypeEncodable {
  /// `{r485_e=D}`.
  public static let typeEncoding = try! TypeEncoding("{r485_e=D}")
}
extension CFixtures_r485_f: TypeEncodable {
  /// `{r485_f=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r485_f=[1D]}")
}
extension CFixtures_r486_c: TypeEncodable {
  /// `{r486_c={r486_a=[1D]}{r486_b=d}f}`.
  public static let typeEncoding = try! TypeEncoding("{r486_c={r486_a=[1D]}{r486_b=d}f}")
}
extension CFixtures_r486_f: TypeEncodable {
  /// `{r486_f=q{r486_e={r486_d=D}}cD}`.
  public static let typeEncoding = try! TypeEncoding("{r486_f=q{r486_e={r486_d=D}}cD}")
}
extension CFixtures_r487_f: TypeEncodable {
  /// `{r487_f={r487_c={r487_b={r487_a=[1D]}}}d{r487_e={r487_d=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r487_f={r487_c={r487_b={r487_a=[1D]}}}d{r487_e={r487_d=D}}}")
}
extension CFixtures_r487_g: TypeEncodable {
  /// `{r487_g=[2D]}`.
  public static let typeEncoding = try! TypeEncoding("{r487_g=[2D]}")
}
extension CFixtures_r487_h: TypeEncodable {
  /// `{r487_h=DD}`.
  public static let typeEncoding = try! TypeEncoding("{r487_h=DD}")
}
extension CFixtures_r487_m: TypeEncodable {
  /// `{r487_m={r487_k={r487_j={r487_i=D}}}{r487_l=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r487_m={r487_k={r487_j={r487_i=D}}}{r487_l=D}}")
}
extension CFixtures_r488_c: TypeEncodable {
  /// `{r488_c={r488_b={r488_a=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r488_c={r488_b={r488_a=[1D]}}}")
}
extension CFixtures_r488_d: TypeEncodable {
  /// `{r488_d=[1B]S[2S]d}`.
  public static let typeEncoding = try! TypeEncoding("{r488_d=[1B]S[2S]d}")
}
extension CFixtures_r489_c: TypeEncodable {
  /// `{r489_c=D{r489_b={r489_a=D}}[2D]}`.
  public static let typeEncoding = try! TypeEncoding("{r489_c=D{r489_b={r489_a=D}}[2D]}")
}
extension CFixtures_r489_e: TypeEncodable {
  /// `{r489_e=D{r489_d=[3C]df}s}`.
  public static let typeEncoding = try! TypeEncoding("{r489_e=D{r489_d=[3C]df}s}")
}
extension CFixtures_r489_h: TypeEncodable {
  /// `{r489_h={r489_g={r489_f=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r489_h={r489_g={r489_f=D}}}")
}
extension CFixtures_r489_j: TypeEncodable {
  /// `{r489_j={r489_i=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r489_j={r489_i=D}}")
}
extension CFixtures_r489_k: TypeEncodable {
  /// `{r489_k=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r489_k=[1D]}")
}
extension CFixtures_r490_a: TypeEncodable {
  /// `{r490_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r490_a=[1D]}")
}
extension CFixtures_r490_b: TypeEncodable {
  /// `{r490_b=D}`.
  public static let typeEncoding = try! TypeEncoding("{r490_b=D}")
}
extension CFixtures_r490_e: TypeEncodable {
  /// `{r490_e={r490_d={r490_c=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r490_e={r490_d={r490_c=D}}}")
}
extension CFixtures_r490_h: TypeEncodable {
  /// `{r490_h={r490_f=fSB}{r490_g=D}D[3D]}`.
  public static let typeEncoding = try! TypeEncoding("{r490_h={r490_f=fSB}{r490_g=D}D[3D]}")
}
extension CFixtures_r490_k: TypeEncodable {
  /// `{r490_k=I{r490_i=S}S[4C]B{r490_j=s}}`.
  public static let typeEncoding = try! TypeEncoding("{r490_k=I{r490_i=S}S[4C]B{r490_j=s}}")
}
extension CFixtures_r490_p: TypeEncodable {
  /// `{r490_p=D{r490_m={r490_l=D}}{r490_o={r490_n=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r490_p=D{r490_m={r490_l=D}}{r490_o={r490_n=D}}}")
}
extension CFixtures_r490_r: TypeEncodable {
  /// `{r490_r={r490_q=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r490_r={r490_q=[1D]}}")
}
extension CFixtures_r490_t: TypeEncodable {
  /// `{r490_t={r490_s=[1D]}[1I]Q}`.
  public static let typeEncoding = try! TypeEncoding("{r490_t={r490_s=[1D]}[1I]Q}")
}
extension CFixtures_r490_v: TypeEncodable {
  /// `{r490_v={r490_u=fd[1f]}d[2f]d}`.
  public static let typeEncoding = try! TypeEncoding("{r490_v={r490_u=fd[1f]}d[2f]d}")
}
extension CFixtures_r491_a: TypeEncodable {
  /// `{r491_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r491_a=D}")
}
extension CFixtures_r491_b: TypeEncodable {
  /// `{r491_b=D}`.
  public static let typeEncoding = try! TypeEncoding("{r491_b=D}")
}
extension CFixtures_r491_d: TypeEncodable {
  /// `{r491_d={r491_c=D}Dd}`.
  public static let typeEncoding = try! TypeEncoding("{r491_d={r491_c=D}Dd}")
}
extension CFixtures_r491_e: TypeEncodable {
  /// `{r491_e=BIf[1f]}`.
  public static let typeEncoding = try! TypeEncoding("{r491_e=BIf[1f]}")
}
extension CFixtures_r491_h: TypeEncodable {
  /// `{r491_h={r491_g={r491_f=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r491_h={r491_g={r491_f=D}}}")
}
extension CFixtures_r492_a: TypeEncodable {
  /// `{r492_a=DDsc}`.
  public static let typeEncoding = try! TypeEncoding("{r492_a=DDsc}")
}
extension CFixtures_r492_e: TypeEncodable {
  /// `{r492_e={r492_c={r492_b=D}}{r492_d=q}D}`.
  public static let typeEncoding = try! TypeEncoding("{r492_e={r492_c={r492_b=D}}{r492_d=q}D}")
}
extension CFixtures_r492_f: TypeEncodable {
  /// `{r492_f=DDI}`.
  public static let typeEncoding = try! TypeEncoding("{r492_f=DDI}")
}
extension CFixtures_r493_c: TypeEncodable {
  /// `{r493_c={r493_b={r493_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r493_c={r493_b={r493_a=D}}}")
}
extension CFixtures_r493_g: TypeEncodable {
  /// `{r493_g=Df{r493_f={r493_e={r493_d=D}}}D}`.
  public static let typeEncoding = try! TypeEncoding("{r493_g=Df{r493_f={r493_e={r493_d=D}}}D}")
}
extension CFixtures_r493_h: TypeEncodable {
  /// `{r493_h=dd}`.
  public static let typeEncoding = try! TypeEncoding("{r493_h=dd}")
}
extension CFixtures_r493_j: TypeEncodable {
  /// `{r493_j={r493_i=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r493_j={r493_i=D}}")
}
extension CFixtures_r494_b: TypeEncodable {
  /// `{r494_b={r494_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r494_b={r494_a=D}}")
}
extension CFixtures_r494_c: TypeEncodable {
  /// `{r494_c=Cd}`.
  public static let typeEncoding = try! TypeEncoding("{r494_c=Cd}")
}
extension CFixtures_r494_d: TypeEncodable {
  /// `{r494_d=qCfd[1Q]}`.
  public static let typeEncoding = try! TypeEncoding("{r494_d=qCfd[1Q]}")
}
extension CFixtures_r494_g: TypeEncodable {
  /// `{r494_g={r494_f={r494_e=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r494_g={r494_f={r494_e=[1D]}}}")
}
extension CFixtures_r495_a: TypeEncodable {
  /// `{r495_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r495_a=D}")
}
extension CFixtures_r495_b: TypeEncodable {
  /// `{r495_b=[2d]dQifS}`.
  public static let typeEncoding = try! TypeEncoding("{r495_b=[2d]dQifS}")
}
extension CFixtures_r496_c: TypeEncodable {
  /// `{r496_c={r496_b={r496_a=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r496_c={r496_b={r496_a=[1D]}}}")
}
extension CFixtures_r496_d: TypeEncodable {
  /// `{r496_d=ff[3d]}`.
  public static let typeEncoding = try! TypeEncoding("{r496_d=ff[3d]}")
}
extension CFixtures_r496_g: TypeEncodable {
  /// `{r496_g={r496_f={r496_e=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r496_g={r496_f={r496_e=[1D]}}}")
}
extension CFixtures_r497_b: TypeEncodable {
  /// `{r497_b={r497_a=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r497_b={r497_a=[1D]}}")
}
extension CFixtures_r497_e: TypeEncodable {
  /// `{r497_e={r497_d={r497_c=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r497_e={r497_d={r497_c=[1D]}}}")
}
extension CFixtures_r497_f: TypeEncodable {
  /// `{r497_f=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r497_f=[1D]}")
}
extension CFixtures_r497_g: TypeEncodable {
  /// `{r497_g=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r497_g=[1D]}")
}
extension CFixtures_r497_h: TypeEncodable {
  /// `{r497_h=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r497_h=[1D]}")
}
extension CFixtures_r497_k: TypeEncodable {
  /// `{r497_k={r497_j={r497_i=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r497_k={r497_j={r497_i=[1D]}}}")
}
extension CFixtures_r497_n: TypeEncodable {
  /// `{r497_n={r497_m={r497_l=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r497_n={r497_m={r497_l=D}}}")
}
extension CFixtures_r497_o: TypeEncodable {
  /// `{r497_o=QID}`.
  public static let typeEncoding = try! TypeEncoding("{r497_o=QID}")
}
extension CFixtures_r498_a: TypeEncodable {
  /// `{r498_a=DQ}`.
  public static let typeEncoding = try! TypeEncoding("{r498_a=DQ}")
}
extension CFixtures_r498_b: TypeEncodable {
  /// `{r498_b=i}`.
  public static let typeEncoding = try! TypeEncoding("{r498_b=i}")
}
extension CFixtures_r499_b: TypeEncodable {
  /// `{r499_b={r499_a=Q}d^vffs}`.
  public static let typeEncoding = try! TypeEncoding("{r499_b={r499_a=Q}d^vffs}")
}
extension CFixtures_r499_d: TypeEncodable {
  /// `{r499_d=DD^v{r499_c=[2S]}}`.
  public static let typeEncoding = try! TypeEncoding("{r499_d=DD^v{r499_c=[2S]}}")
}
extension CFixtures_r499_e: TypeEncodable {
  /// `{r499_e=DD}`.
  public static let typeEncoding = try! TypeEncoding("{r499_e=DD}")
}
extension CFixtures_r499_i: TypeEncodable {
  /// `{r499_i={r499_h={r499_g={r499_f=[1D]}}}D[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r499_i={r499_h={r499_g={r499_f=[1D]}}}D[1D]}")
}
extension CFixtures_r499_l: TypeEncodable {
  /// `{r499_l=s{r499_j=[1c]C}{r499_k=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r499_l=s{r499_j=[1c]C}{r499_k=D}}")
}
extension CFixtures_r499_m: TypeEncodable {
  /// `{r499_m=BD}`.
  public static let typeEncoding = try! TypeEncoding("{r499_m=BD}")
}
extension CFixtures_r499_n: TypeEncodable {
  /// `{r499_n=cDDi}`.
  public static let typeEncoding = try! TypeEncoding("{r499_n=cDDi}")
}
extension CFixtures_r500_a: TypeEncodable {
  /// `{r500_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r500_a=D}")
}
extension CFixtures_r500_b: TypeEncodable {
  /// `{r500_b=Id}`.
  public static let typeEncoding = try! TypeEncoding("{r500_b=Id}")
}
extension CFixtures_r500_c: TypeEncodable {
  /// `{r500_c=fq}`.
  public static let typeEncoding = try! TypeEncoding("{r500_c=fq}")
}
extension CFixtures_r500_e: TypeEncodable {
  /// `{r500_e={r500_d=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r500_e={r500_d=D}}")
}
extension CFixtures_r500_h: TypeEncodable {
  /// `{r500_h={r500_g={r500_f=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r500_h={r500_g={r500_f=[1D]}}}")
}
extension CFixtures_r501_c: TypeEncodable {
  /// `{r501_c={r501_b={r501_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r501_c={r501_b={r501_a=D}}}")
}
extension CFixtures_r501_f: TypeEncodable {
  /// `{r501_f={r501_e={r501_d=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r501_f={r501_e={r501_d=[1D]}}}")
}
extension CFixtures_r501_h: TypeEncodable {
  /// `{r501_h={r501_g=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r501_h={r501_g=D}}")
}
extension CFixtures_r501_i: TypeEncodable {
  /// `{r501_i=D}`.
  public static let typeEncoding = try! TypeEncoding("{r501_i=D}")
}
extension CFixtures_r501_j: TypeEncodable {
  /// `{r501_j=fCfd}`.
  public static let typeEncoding = try! TypeEncoding("{r501_j=fCfd}")
}
extension CFixtures_r502_b: TypeEncodable {
  /// `{r502_b={r502_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r502_b={r502_a=D}}")
}
extension CFixtures_r502_c: TypeEncodable {
  /// `{r502_c=fI^vdfS}`.
  public static let typeEncoding = try! TypeEncoding("{r502_c=fI^vdfS}")
}
extension CFixtures_r502_d: TypeEncodable {
  /// `{r502_d=ds[1^v]}`.
  public static let typeEncoding = try! TypeEncoding("{r502_d=ds[1^v]}")
}
extension CFixtures_r502_e: TypeEncodable {
  /// `{r502_e=[4Q]q}`.
  public static let typeEncoding = try! TypeEncoding("{r502_e=[4Q]q}")
}
extension CFixtures_r502_f: TypeEncodable {
  /// `{r502_f=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r502_f=[1D]}")
}
extension CFixtures_r502_i: TypeEncodable {
  /// `{r502_i={r502_h={r502_g=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r502_i={r502_h={r502_g=[1D]}}}")
}
extension CFixtures_r503_a: TypeEncodable {
  /// `{r503_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r503_a=[1D]}")
}
extension CFixtures_r503_c: TypeEncodable {
  /// `{r503_c={r503_b=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r503_c={r503_b=[1D]}}")
}
extension CFixtures_r503_e: TypeEncodable {
  /// `{r503_e={r503_d=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r503_e={r503_d=[1D]}}")
}
extension CFixtures_r504_b: TypeEncodable {
  /// `{r504_b=d{r504_a=D}D}`.
  public static let typeEncoding = try! TypeEncoding("{r504_b=d{r504_a=D}D}")
}
extension CFixtures_r505_e: TypeEncodable {
  /// `{r505_e=I{r505_a=cs}[3D]{r505_d={r505_c={r505_b=[1D]}}}}`.
  public static let typeEncoding = try! TypeEncoding("{r505_e=I{r505_a=cs}[3D]{r505_d={r505_c={r505_b=[1D]}}}}")
}
extension CFixtures_r505_f: TypeEncodable {
  /// `{r505_f=iccD}`.
  public static let typeEncoding = try! TypeEncoding("{r505_f=iccD}")
}
extension CFixtures_r505_i: TypeEncodable {
  /// `{r505_i=fQ{r505_g=[1D]}{r505_h=f^vc}}`.
  public static let typeEncoding = try! TypeEncoding("{r505_i=fQ{r505_g=[1D]}{r505_h=f^vc}}")
}
extension CFixtures_r506_a: TypeEncodable {
  /// `{r506_a=D}`.
  public static let typeEncoding = try! TypeEncoding("{r506_a=D}")
}
extension CFixtures_r506_b: TypeEncodable {
  /// `{r506_b=^vf}`.
  public static let typeEncoding = try! TypeEncoding("{r506_b=^vf}")
}
extension CFixtures_r507_g: TypeEncodable {
  /// `{r507_g={r507_a=[1D]}{r507_d={r507_c={r507_b=[1D]}}}{r507_e=dsB}{r507_f=fc}}`.
  public static let typeEncoding = try! TypeEncoding("{r507_g={r507_a=[1D]}{r507_d={r507_c={r507_b=[1D]}}}{r507_e=dsB}{r507_f=fc}}")
}
extension CFixtures_r507_h: TypeEncodable {
  /// `{r507_h=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r507_h=[1D]}")
}
extension CFixtures_r507_i: TypeEncodable {
  /// `{r507_i=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r507_i=[1D]}")
}
extension CFixtures_r508_b: TypeEncodable {
  /// `{r508_b={r508_a=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r508_b={r508_a=D}}")
}
extension CFixtures_r508_d: TypeEncodable {
  /// `{r508_d=c{r508_c=d[1^v]}}`.
  public static let typeEncoding = try! TypeEncoding("{r508_d=c{r508_c=d[1^v]}}")
}
extension CFixtures_r508_e: TypeEncodable {
  /// `{r508_e=cD}`.
  public static let typeEncoding = try! TypeEncoding("{r508_e=cD}")
}
extension CFixtures_r509_c: TypeEncodable {
  /// `{r509_c={r509_b={r509_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r509_c={r509_b={r509_a=D}}}")
}
extension CFixtures_r509_d: TypeEncodable {
  /// `{r509_d=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r509_d=[1D]}")
}
extension CFixtures_r509_f: TypeEncodable {
  /// `{r509_f={r509_e=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r509_f={r509_e=D}}")
}
extension CFixtures_r509_i: TypeEncodable {
  /// `{r509_i=Cf{r509_h={r509_g=[1D]}}s}`.
  public static let typeEncoding = try! TypeEncoding("{r509_i=Cf{r509_h={r509_g=[1D]}}s}")
}
extension CFixtures_r509_j: TypeEncodable {
  /// `{r509_j=D}`.
  public static let typeEncoding = try! TypeEncoding("{r509_j=D}")
}
extension CFixtures_r509_m: TypeEncodable {
  /// `{r509_m={r509_l={r509_k=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r509_m={r509_l={r509_k=[1D]}}}")
}
extension CFixtures_r510_a: TypeEncodable {
  /// `{r510_a=SD}`.
  public static let typeEncoding = try! TypeEncoding("{r510_a=SD}")
}
extension CFixtures_r511_a: TypeEncodable {
  /// `{r511_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r511_a=[1D]}")
}
extension CFixtures_r511_b: TypeEncodable {
  /// `{r511_b=DDQ}`.
  public static let typeEncoding = try! TypeEncoding("{r511_b=DDQ}")
}
extension CFixtures_r511_c: TypeEncodable {
  /// `{r511_c=DQ}`.
  public static let typeEncoding = try! TypeEncoding("{r511_c=DQ}")
}
extension CFixtures_r511_e: TypeEncodable {
  /// `{r511_e={r511_d=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r511_e={r511_d=D}}")
}
extension CFixtures_r511_h: TypeEncodable {
  /// `{r511_h=D{r511_g={r511_f=D}}I}`.
  public static let typeEncoding = try! TypeEncoding("{r511_h=D{r511_g={r511_f=D}}I}")
}
extension CFixtures_r512_c: TypeEncodable {
  /// `{r512_c={r512_b={r512_a=D}}}`.
  public static let typeEncoding = try! TypeEncoding("{r512_c={r512_b={r512_a=D}}}")
}
extension CFixtures_r512_d: TypeEncodable {
  /// `{r512_d=IBcd}`.
  public static let typeEncoding = try! TypeEncoding("{r512_d=IBcd}")
}
extension CFixtures_r512_e: TypeEncodable {
  /// `{r512_e=^v}`.
  public static let typeEncoding = try! TypeEncoding("{r512_e=^v}")
}
extension CFixtures_r513_a: TypeEncodable {
  /// `{r513_a=fd}`.
  public static let typeEncoding = try! TypeEncoding("{r513_a=fd}")
}
extension CFixtures_r513_c: TypeEncodable {
  /// `{r513_c={r513_b=d}fdffd}`.
  public static let typeEncoding = try! TypeEncoding("{r513_c={r513_b=d}fdffd}")
}
extension CFixtures_r513_g: TypeEncodable {
  /// `{r513_g=q{r513_f={r513_e={r513_d=[1D]}}}B}`.
  public static let typeEncoding = try! TypeEncoding("{r513_g=q{r513_f={r513_e={r513_d=[1D]}}}B}")
}
extension CFixtures_r513_i: TypeEncodable {
  /// `{r513_i={r513_h=Qd}}`.
  public static let typeEncoding = try! TypeEncoding("{r513_i={r513_h=Qd}}")
}
extension CFixtures_r513_m: TypeEncodable {
  /// `{r513_m={r513_j=[2^v]}{r513_l={r513_k=D}}^v}`.
  public static let typeEncoding = try! TypeEncoding("{r513_m={r513_j=[2^v]}{r513_l={r513_k=D}}^v}")
}
extension CFixtures_r513_o: TypeEncodable {
  /// `{r513_o=[2D]{r513_n=f[2d]}DD}`.
  public static let typeEncoding = try! TypeEncoding("{r513_o=[2D]{r513_n=f[2d]}DD}")
}
extension CFixtures_r513_p: TypeEncodable {
  /// `{r513_p=[3i]^vff}`.
  public static let typeEncoding = try! TypeEncoding("{r513_p=[3i]^vff}")
}
extension CFixtures_r514_a: TypeEncodable {
  /// `{r514_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r514_a=[1D]}")
}
extension CFixtures_r514_d: TypeEncodable {
  /// `{r514_d={r514_c={r514_b=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r514_d={r514_c={r514_b=[1D]}}}")
}
extension CFixtures_r514_e: TypeEncodable {
  /// `{r514_e=[2D]C}`.
  public static let typeEncoding = try! TypeEncoding("{r514_e=[2D]C}")
}
extension CFixtures_r514_f: TypeEncodable {
  /// `{r514_f=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r514_f=[1D]}")
}
extension CFixtures_r515_a: TypeEncodable {
  /// `{r515_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r515_a=[1D]}")
}
extension CFixtures_r515_c: TypeEncodable {
  /// `{r515_c={r515_b=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r515_c={r515_b=[1D]}}")
}
extension CFixtures_r515_d: TypeEncodable {
  /// `{r515_d=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r515_d=[1D]}")
}
extension CFixtures_r516_a: TypeEncodable {
  /// `{r516_a=q[1D]^vD}`.
  public static let typeEncoding = try! TypeEncoding("{r516_a=q[1D]^vD}")
}
extension CFixtures_r516_b: TypeEncodable {
  /// `{r516_b=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r516_b=[1D]}")
}
extension CFixtures_r517_b: TypeEncodable {
  /// `{r517_b=D[1D]{r517_a=df}}`.
  public static let typeEncoding = try! TypeEncoding("{r517_b=D[1D]{r517_a=df}}")
}
extension CFixtures_r517_d: TypeEncodable {
  /// `{r517_d=CD{r517_c=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r517_d=CD{r517_c=D}}")
}
extension CFixtures_r517_e: TypeEncodable {
  /// `{r517_e=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r517_e=[1D]}")
}
extension CFixtures_r517_f: TypeEncodable {
  /// `{r517_f=Qs[2D][3c]}`.
  public static let typeEncoding = try! TypeEncoding("{r517_f=Qs[2D][3c]}")
}
extension CFixtures_r517_h: TypeEncodable {
  /// `{r517_h=q{r517_g=D}}`.
  public static let typeEncoding = try! TypeEncoding("{r517_h=q{r517_g=D}}")
}
extension CFixtures_r518_a: TypeEncodable {
  /// `{r518_a=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r518_a=[1D]}")
}
extension CFixtures_r518_b: TypeEncodable {
  /// `{r518_b=fcd}`.
  public static let typeEncoding = try! TypeEncoding("{r518_b=fcd}")
}
extension CFixtures_r518_c: TypeEncodable {
  /// `{r518_c=[1Q]f}`.
  public static let typeEncoding = try! TypeEncoding("{r518_c=[1Q]f}")
}
extension CFixtures_r518_d: TypeEncodable {
  /// `{r518_d=[1D]}`.
  public static let typeEncoding = try! TypeEncoding("{r518_d=[1D]}")
}
extension CFixtures_r519_a: TypeEncodable {
  /// `{r519_a=ff}`.
  public static let typeEncoding = try! TypeEncoding("{r519_a=ff}")
}
extension CFixtures_r519_d: TypeEncodable {
  /// `{r519_d={r519_c={r519_b=[1D]}}}`.
  public static let typeEncoding = try! TypeEncoding("{r519_d={r519_c={r519_b=[1D]}}}")
}
extension CFixtures_r519_f: TypeEncodable {
  /// `{r519_f={r519_e=[1D]}}`.
  public static let typeEncoding = try! TypeEncoding("{r519_f={r519_e=[1D]}}")
}
extension CFixtures_r519_h: TypeEncodable {
  /// `{r519_h={r519_g=[1D]}c[3D]D}`.
  public static let typeEncoding = try! TypeEncoding("{r519_h={r519_g=[1D]}c[3D]D}")
}

/// How many random cases have a typed variant: 520 (0 have none); off
/// x86-64, 137 fewer, those of `randomTypedCasesNeedingFloat80`.
#if arch(x86_64)
  let randomTypedCaseCount = 520
#else
  let randomTypedCaseCount = 383
#endif

/// The cases whose typed variant names Float80 (a long double argument or return).
let randomTypedCasesNeedingFloat80 = [
    0, 1, 6, 7, 12, 19, 35, 37, 39, 45, 47, 51, 58, 59, 63, 70, 72, 77, 79, 83, 85, 86, 91, 94, 98,
    118, 119, 124, 142, 144, 147, 148, 151, 159, 160, 167, 181, 182, 188, 192, 198, 203, 208, 215,
    222, 224, 235, 238, 243, 251, 253, 255, 260, 268, 269, 270, 271, 284, 285, 286, 291, 292, 299,
    309, 311, 315, 316, 317, 323, 325, 332, 340, 347, 348, 349, 359, 364, 366, 375, 379, 382, 390,
    401, 402, 404, 405, 406, 407, 409, 411, 413, 414, 417, 418, 420, 423, 424, 426, 430, 437, 439,
    441, 442, 444, 448, 449, 452, 453, 455, 457, 458, 459, 460, 463, 465, 466, 468, 471, 472, 475,
    476, 478, 479, 481, 485, 486, 490, 491, 495, 499, 501, 506, 507, 508, 510, 511, 519]

/// The typed variant of random case `index`, nil when it has none.
func randomTypedCase(_ index: Int) -> (any RandomTypedChecking)? {
  switch index {
  #if arch(x86_64)
  case 0: return RandomTypedCase<
    Int32, Int16, UInt64, UInt16, Int64, Int32, Int32, CFixtures_r0_b, UnsafePointer<CChar>?,
    Float80, UInt16, CFixtures_r0_c, UInt64, UInt16, UInt32, CFixtures_r0_a>(index: 0)
  case 1: return RandomTypedCase<
    Double, Double, Float80, Float, Double, Double, Double, Float, Bool, Double, Float, Double,
    UInt8>(index: 1)
  #endif
  case 2: return RandomTypedCase<
    UInt8, Float, Float, Double, Float, Double, Int16, Float, UInt64, Float, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, Double, Bool, Double, Bool, CFixtures_r2_a>(index: 2)
  case 3: return RandomTypedCase<
    UnsafeMutableRawPointer?, Double, UInt32, Float, UInt16, CFixtures_r3_a, Int64>(index: 3)
  case 4: return RandomTypedCase<
    CFixtures_r4_c, UnsafeMutableRawPointer?, UInt64, CFixtures_r4_d, CFixtures_r4_e,
    UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int32, Float, Int64, CFixtures_r4_a>(index: 4)
  case 5: return RandomTypedCase<
    UInt8, CFixtures_r5_b, UnsafeMutableRawPointer?, UInt32, CFixtures_r5_e, CFixtures_r5_f,
    CFixtures_r5_h, Int64, Double, Int64, UnsafeMutableRawPointer?, Float, CFixtures_r5_i, Int8,
    Int16, UnsafeMutableRawPointer?, Int16>(index: 5)
  #if arch(x86_64)
  case 6: return RandomTypedCase<
    CFixtures_r6_b, CFixtures_r6_c, Int32, CFixtures_r6_d, Float80, Int32, Double,
    UnsafeMutableRawPointer?, UInt16, UnsafeMutableRawPointer?, Int16, Bool, UInt8, UInt64,
    CFixtures_r6_e, Float80, CFixtures_r6_a>(index: 6)
  case 7: return RandomTypedCase<
    Bool, UInt32, CFixtures_r7_c, Bool, CFixtures_r7_d, Int64, Float80, CFixtures_r7_e, Bool,
    UInt16, UInt32, UInt8, CFixtures_r7_g, Float, Float80, CFixtures_r7_h, CFixtures_r7_b>(index: 7)
  #endif
  case 8: return RandomTypedCase<
    UInt64, CFixtures_r8_a, Bool, Int64, CFixtures_r8_b, UInt64, CFixtures_r8_c, Int64, Int8, Bool,
    UInt16, CFixtures_r8_d, UInt8, UInt32, Int64>(index: 8)
  case 9: return RandomTypedCase<
    Float, Float, Double, Double, Float, Float, Double, Double, Float, Double, Float,
    CFixtures_r9_a>(index: 9)
  case 10: return RandomTypedCase<
    UInt32, Int8, Int16, Float, Double, Float, Double, Double, UInt16, Double, Float, Float, Int16,
    UInt64, UInt32, Float, CFixtures_r10_a>(index: 10)
  case 11: return RandomTypedCase<
    UnsafePointer<CChar>?, Int64, Int32, Bool, UInt8, UInt16, Int32, CFixtures_r11_b,
    CFixtures_r11_c, UInt32, CFixtures_r11_a>(index: 11)
  #if arch(x86_64)
  case 12: return RandomTypedCase<
    CFixtures_r12_a, Float, UInt8, Float80, Int16, UInt64, Float80, UInt16, UInt32>(index: 12)
  #endif
  case 13: return RandomTypedCase<CFixtures_r13_a>(index: 13)
  case 14: return RandomTypedCase<
    Double, CFixtures_r14_c, CFixtures_r14_d, CFixtures_r14_f, UnsafeMutableRawPointer?, Int16,
    CFixtures_r14_h, Bool, CFixtures_r14_b>(index: 14)
  case 15: return RandomTypedCase<
    UInt64, CFixtures_r15_c, UnsafeMutableRawPointer?, UInt32>(index: 15)
  case 16: return RandomTypedCase<
    UInt64, UInt8, Int64, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, Int16, UInt8,
    Int64, Float, UInt32, CFixtures_r16_b>(index: 16)
  case 17: return RandomTypedCase<
    Float, Float, Double, Double, Double, Double, Double, Double, Float, Double, Double, Double,
    Float, CFixtures_r17_a>(index: 17)
  case 18: return RandomTypedCase<
    Float, Bool, Int16, Bool, Int64, Int16, Float, Double, Int64, Double, Double, Float, Bool,
    Double, Float, Float, CFixtures_r18_c>(index: 18)
  #if arch(x86_64)
  case 19: return RandomTypedCase<
    UnsafePointer<CChar>?, Float, Double, Float, CFixtures_r19_a, UnsafeMutableRawPointer?, Int8,
    UInt8, CFixtures_r19_c, Bool, Int8, Float80, UInt32>(index: 19)
  #endif
  case 20: return RandomTypedCase<
    UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?, UInt16, CFixtures_r20_a>(index: 20)
  case 21: return RandomTypedCase<Int16, Bool, UInt64, CFixtures_r21_a>(index: 21)
  case 22: return RandomTypedCase<CFixtures_r22_a, UnsafePointer<CChar>?>(index: 22)
  case 23: return RandomTypedCase<Int32, CFixtures_r23_b, Float>(index: 23)
  case 24: return RandomTypedCase<
    UnsafeMutableRawPointer?, UInt8, Int64, Bool, UInt64, Int8, Int32, UnsafePointer<CChar>?,
    UInt16, UInt16, CFixtures_r24_a>(index: 24)
  case 25: return RandomTypedCase<
    Double, Double, Double, Double, Double, Float, Double, Double, Double, Float, Float,
    CFixtures_r25_a>(index: 25)
  case 26: return RandomTypedCase<
    Int64, Float, UInt64, Bool, UnsafePointer<CChar>?, Float, UnsafeMutableRawPointer?, Float,
    UnsafeMutableRawPointer?, Float, UnsafePointer<CChar>?, Float, Float, Double, Float, Float,
    CFixtures_r26_a>(index: 26)
  case 27: return RandomTypedCase<
    Int16, UInt16, Int8, CFixtures_r27_a, CFixtures_r27_b, Int16, CFixtures_r27_c, Float,
    CFixtures_r27_d, CFixtures_r27_e, Bool, Int16, UnsafePointer<CChar>?, Float, Int8, UInt32,
    Int64>(index: 27)
  case 28: return RandomTypedCase<
    Bool, CFixtures_r28_a, Int64, CFixtures_r28_c, Int64, CFixtures_r28_d, Int64, CFixtures_r28_e,
    Double>(index: 28)
  case 29: return RandomTypedCase<UInt16, Int8, UInt16, Int16, CFixtures_r29_b>(index: 29)
  case 30: return RandomTypedCase<
    Int64, CFixtures_r30_a, Bool, Int64, Float, Int8, CFixtures_r30_b, CFixtures_r30_c,
    CFixtures_r30_d, CFixtures_r30_e, Void>(index: 30)
  case 31: return RandomTypedCase<
    Double, UInt16, Int8, Bool, Bool, UnsafeMutableRawPointer?, Int16, UInt8, Int16, Int32,
    CFixtures_r31_a>(index: 31)
  case 32: return RandomTypedCase<
    UInt8, UnsafePointer<CChar>?, Int64, UnsafePointer<CChar>?, UInt8, Int32, UInt64, Bool,
    UnsafePointer<CChar>?, Int16, UnsafeMutableRawPointer?, Double, UInt32>(index: 32)
  case 33: return RandomTypedCase<
    Float, Double, Float, Float, Float, Double, Float, Double, Float, Float, Float,
    UInt8>(index: 33)
  case 34: return RandomTypedCase<
    UInt64, Double, UnsafeMutableRawPointer?, Float, UnsafeMutableRawPointer?, Float, Double, Float,
    Float, UInt32, Double, Int16, UnsafePointer<CChar>?, UInt32, Double, Double, Int32>(index: 34)
  #if arch(x86_64)
  case 35: return RandomTypedCase<
    Bool, CFixtures_r35_a, UnsafeMutableRawPointer?, Float80>(index: 35)
  #endif
  case 36: return RandomTypedCase<
    CFixtures_r36_b, CFixtures_r36_c, UnsafePointer<CChar>?, Float, CFixtures_r36_a>(index: 36)
  #if arch(x86_64)
  case 37: return RandomTypedCase<Double, Float80>(index: 37)
  #endif
  case 38: return RandomTypedCase<Int32, UInt8, Bool>(index: 38)
  #if arch(x86_64)
  case 39: return RandomTypedCase<
    CFixtures_r39_b, Float80, Int64, UnsafePointer<CChar>?, Int8>(index: 39)
  #endif
  case 40: return RandomTypedCase<
    Bool, UInt8, UnsafePointer<CChar>?, Int32, CFixtures_r40_b, Bool, UInt64,
    UnsafeMutableRawPointer?, CFixtures_r40_a>(index: 40)
  case 41: return RandomTypedCase<
    Double, Double, Float, Float, Double, Double, Double, Float, Double, Double, Float, Double,
    CFixtures_r41_b>(index: 41)
  case 42: return RandomTypedCase<
    Int16, UnsafeMutableRawPointer?, Float, Double, Float, Int32, Float, Int32, Double, Float,
    Double, UInt8, Float, Int16, Double, UInt16, Void>(index: 42)
  case 43: return RandomTypedCase<Float, CFixtures_r43_b, CFixtures_r43_a>(index: 43)
  case 44: return RandomTypedCase<Float, CFixtures_r44_a>(index: 44)
  #if arch(x86_64)
  case 45: return RandomTypedCase<
    CFixtures_r45_b, CFixtures_r45_c, Int16, Float80, CFixtures_r45_d, CFixtures_r45_e, Int64,
    UInt64, Float80, CFixtures_r45_f, Int32, Float, CFixtures_r45_g, UInt32,
    CFixtures_r45_a>(index: 45)
  #endif
  case 46: return RandomTypedCase<
    UInt8, UnsafeMutableRawPointer?, Int64, CFixtures_r46_b, Double, Bool,
    CFixtures_r46_a>(index: 46)
  #if arch(x86_64)
  case 47: return RandomTypedCase<
    UInt32, Float80, Float, Int16, UnsafePointer<CChar>?, Int64, Int16, Int64,
    CFixtures_r47_a>(index: 47)
  #endif
  case 48: return RandomTypedCase<
    Bool, Int64, UInt16, Int32, UInt8, UInt16, Int64, UInt64, Double>(index: 48)
  case 49: return RandomTypedCase<
    Float, CFixtures_r49_a, UInt64, Float, Double, Double, Float, Float, Double, Float, Float,
    Double, Float, Float, UInt32, Void>(index: 49)
  case 50: return RandomTypedCase<
    Double, Int64, Double, Float, Float, UnsafeMutableRawPointer?, Double, Int32,
    UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Float, Float, Int8, Float, Int64, Float,
    Int32>(index: 50)
  #if arch(x86_64)
  case 51: return RandomTypedCase<
    UInt8, Float80, Int32, UInt8, UnsafePointer<CChar>?, CFixtures_r51_a, Float80, UInt8,
    CFixtures_r51_b, Int32, Int32, Float, UnsafePointer<CChar>?, CFixtures_r51_c, CFixtures_r51_d,
    CFixtures_r51_e, UInt16>(index: 51)
  #endif
  case 52: return RandomTypedCase<CFixtures_r52_c, Double, Int16, Int32, CFixtures_r52_b>(index: 52)
  case 53: return RandomTypedCase<UInt8>(index: 53)
  case 54: return RandomTypedCase<UInt16, UInt32, CFixtures_r54_b, Int64>(index: 54)
  case 55: return RandomTypedCase<
    CFixtures_r55_c, Bool, CFixtures_r55_d, UInt64, UInt32, UnsafePointer<CChar>?,
    CFixtures_r55_b>(index: 55)
  case 56: return RandomTypedCase<
    CFixtures_r56_a, UInt16, UInt8, UInt64, Int16, UInt16, UInt32, CFixtures_r56_c, Int64, UInt32,
    UInt32, Int32, UInt8, UInt8, UInt32, Int32>(index: 56)
  case 57: return RandomTypedCase<
    Float, Float, Double, Double, Double, Double, Double, Double, Float, Double, Float,
    CFixtures_r57_a>(index: 57)
  #if arch(x86_64)
  case 58: return RandomTypedCase<
    Bool, Int16, UInt64, Float, Double, Int32, UInt32, Int64, UInt8, Double, Float, Float, Double,
    Float, Float, Float, Float80>(index: 58)
  case 59: return RandomTypedCase<
    Float80, UnsafePointer<CChar>?, Int32, CFixtures_r59_c, Bool, Bool, Float, UInt64, UInt32,
    CFixtures_r59_d, CFixtures_r59_e, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int16,
    CFixtures_r59_a>(index: 59)
  #endif
  case 60: return RandomTypedCase<CFixtures_r60_a, Double, Int32>(index: 60)
  case 61: return RandomTypedCase<Int8, UnsafeMutableRawPointer?>(index: 61)
  case 62: return RandomTypedCase<
    UInt64, Int64, CFixtures_r62_c, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, UnsafePointer<CChar>?, CFixtures_r62_d, CFixtures_r62_b>(index: 62)
  #if arch(x86_64)
  case 63: return RandomTypedCase<
    UInt64, CFixtures_r63_a, CFixtures_r63_b, UnsafePointer<CChar>?, Float80, Int8, CFixtures_r63_c,
    CFixtures_r63_e, UInt32>(index: 63)
  #endif
  case 64: return RandomTypedCase<
    Float, UInt32, CFixtures_r64_c, Int16, CFixtures_r64_d, CFixtures_r64_f, UInt16, Bool, Int64,
    CFixtures_r64_h, CFixtures_r64_i, UInt8, Int32, UInt32, CFixtures_r64_k, UInt32,
    CFixtures_r64_a>(index: 64)
  case 65: return RandomTypedCase<
    Float, Float, Double, Float, Float, Double, Float, Float, Float, Float, Double, Float, Float,
    CFixtures_r65_a>(index: 65)
  case 66: return RandomTypedCase<
    Int64, Double, Double, Float, Float, UnsafePointer<CChar>?, Float, Float, Float, UInt8, Int16,
    Float, Float, UInt32, UInt64, UInt32, Void>(index: 66)
  case 67: return RandomTypedCase<
    UnsafeMutableRawPointer?, CFixtures_r67_a, UInt16, Double, Bool, UInt16, Int16>(index: 67)
  case 68: return RandomTypedCase<
    UnsafeMutableRawPointer?, CFixtures_r68_a, CFixtures_r68_b, Float, UInt8, Double>(index: 68)
  case 69: return RandomTypedCase<
    UnsafeMutableRawPointer?, Double, CFixtures_r69_a, Int8, Double>(index: 69)
  #if arch(x86_64)
  case 70: return RandomTypedCase<Float80, Int16>(index: 70)
  #endif
  case 71: return RandomTypedCase<UInt8, CFixtures_r71_a, Int16, Void>(index: 71)
  #if arch(x86_64)
  case 72: return RandomTypedCase<
    Int64, Int16, Int8, Int8, Int8, UnsafeMutableRawPointer?, CFixtures_r72_a, Int32, UInt16,
    UnsafePointer<CChar>?, Float80>(index: 72)
  #endif
  case 73: return RandomTypedCase<
    Double, Float, Double, Double, Float, Float, Float, Float, Float, Float, Double, Float,
    Void>(index: 73)
  case 74: return RandomTypedCase<
    Double, Bool, Float, Double, Double, Double, Float, UInt32, Int8, Double, UInt16, UInt32, Int32,
    Float, Float, UInt32, Int8>(index: 74)
  case 75: return RandomTypedCase<Float, UInt32, Int32>(index: 75)
  case 76: return RandomTypedCase<CFixtures_r76_a>(index: 76)
  #if arch(x86_64)
  case 77: return RandomTypedCase<
    UnsafeMutableRawPointer?, Float80, Int32, Int8, CFixtures_r77_c>(index: 77)
  #endif
  case 78: return RandomTypedCase<
    UInt32, CFixtures_r78_a, CFixtures_r78_b, CFixtures_r78_c, CFixtures_r78_d,
    UnsafeMutableRawPointer?, Int64, Float, Void>(index: 78)
  #if arch(x86_64)
  case 79: return RandomTypedCase<
    CFixtures_r79_a, Float80, CFixtures_r79_b, CFixtures_r79_c, CFixtures_r79_d, CFixtures_r79_e,
    Int8, UInt32, UInt8>(index: 79)
  #endif
  case 80: return RandomTypedCase<
    Int64, UInt16, UnsafeMutableRawPointer?, UInt8, UnsafePointer<CChar>?, Bool, UInt16,
    UInt32>(index: 80)
  case 81: return RandomTypedCase<
    Double, Double, Float, Double, Float, Double, Float, Double, Double, Double, Int64, Float,
    Float, Float, Float, UInt32>(index: 81)
  case 82: return RandomTypedCase<
    UInt32, Int32, UnsafePointer<CChar>?, Float, Int8, Double, Double, UnsafePointer<CChar>?,
    Double, UInt8, Float, Double, Float, Int32, Double, Double, CFixtures_r82_b>(index: 82)
  #if arch(x86_64)
  case 83: return RandomTypedCase<
    Float, CFixtures_r83_a, UnsafePointer<CChar>?, UInt16, Int8, Int32, CFixtures_r83_c, Float80,
    Bool, CFixtures_r83_d, CFixtures_r83_e, Int8, UInt32, CFixtures_r83_g, Int64>(index: 83)
  #endif
  case 84: return RandomTypedCase<
    Float, UInt64, CFixtures_r84_c, Float, UnsafePointer<CChar>?, UInt32,
    CFixtures_r84_b>(index: 84)
  #if arch(x86_64)
  case 85: return RandomTypedCase<Float80, UInt16, Int32>(index: 85)
  case 86: return RandomTypedCase<
    Int16, Float80, UInt16, CFixtures_r86_c, Int32, CFixtures_r86_d, CFixtures_r86_b>(index: 86)
  #endif
  case 87: return RandomTypedCase<
    CFixtures_r87_a, Int32, UInt16, UnsafeMutableRawPointer?, CFixtures_r87_c, CFixtures_r87_e,
    UInt8, UnsafePointer<CChar>?, Int8, UnsafePointer<CChar>?, UnsafePointer<CChar>?>(index: 87)
  case 88: return RandomTypedCase<
    Int64, Int64, UInt32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Bool,
    UnsafeMutableRawPointer?, Int16, Int64, UnsafeMutableRawPointer?>(index: 88)
  case 89: return RandomTypedCase<
    Double, Double, Double, Float, Double, Double, Double, Double, Float, Float, Float, Float,
    Double, CFixtures_r89_a>(index: 89)
  case 90: return RandomTypedCase<
    Float, UInt16, Bool, Int32, Float, Float, Double, UInt64, Float, Int16, Double, Float,
    UnsafePointer<CChar>?, Double, Int8, Float, CFixtures_r90_a>(index: 90)
  #if arch(x86_64)
  case 91: return RandomTypedCase<
    UnsafeMutableRawPointer?, UInt16, Double, Double, Float80, CFixtures_r91_c,
    CFixtures_r91_a>(index: 91)
  #endif
  case 92: return RandomTypedCase<
    Double, UInt32, CFixtures_r92_a, Int8, CFixtures_r92_c, Bool, CFixtures_r92_d, CFixtures_r92_e,
    Int8, UInt16, UnsafeMutableRawPointer?>(index: 92)
  case 93: return RandomTypedCase<CFixtures_r93_b>(index: 93)
  #if arch(x86_64)
  case 94: return RandomTypedCase<
    UInt8, UInt32, UnsafePointer<CChar>?, UInt32, CFixtures_r94_a, CFixtures_r94_b, CFixtures_r94_d,
    UInt32, Float, CFixtures_r94_e, Float80, UInt16, Double, CFixtures_r94_f, CFixtures_r94_g,
    UnsafeMutableRawPointer?, Int32>(index: 94)
  #endif
  case 95: return RandomTypedCase<
    Float, CFixtures_r95_b, CFixtures_r95_c, CFixtures_r95_d, UInt8, Int64, UInt8, CFixtures_r95_e,
    UInt16, Int32, CFixtures_r95_a>(index: 95)
  case 96: return RandomTypedCase<
    Int32, UInt16, Int16, UInt64, Int8, UInt64, UInt64, Int64, UInt32, UnsafeMutableRawPointer?,
    UInt16, Int32, Double>(index: 96)
  case 97: return RandomTypedCase<
    Float, Double, Float, Float, Int64, Float, Float, Double, Double, Float, Void>(index: 97)
  #if arch(x86_64)
  case 98: return RandomTypedCase<
    UInt64, Double, UnsafeMutableRawPointer?, UInt32, Int16, UInt64, Float, Double, Double, Double,
    Float, Int64, Double, UInt16, Double, Double, Float80>(index: 98)
  #endif
  case 99: return RandomTypedCase<
    CFixtures_r99_a, CFixtures_r99_b, CFixtures_r99_d, CFixtures_r99_e, Bool>(index: 99)
  case 100: return RandomTypedCase<
    UInt32, UInt64, CFixtures_r100_c, Int64, UnsafePointer<CChar>?, Int16, UInt64,
    UnsafePointer<CChar>?, CFixtures_r100_d, UInt16, UInt64, UnsafePointer<CChar>?,
    CFixtures_r100_b>(index: 100)
  case 101: return RandomTypedCase<Bool, Bool, CFixtures_r101_a>(index: 101)
  case 102: return RandomTypedCase<
    UnsafePointer<CChar>?, UInt32, UnsafePointer<CChar>?, CFixtures_r102_a>(index: 102)
  case 103: return RandomTypedCase<
    CFixtures_r103_d, UnsafePointer<CChar>?, UnsafePointer<CChar>?, CFixtures_r103_f,
    CFixtures_r103_g, Int32, Int64, Bool, Float, UnsafeMutableRawPointer?, CFixtures_r103_h,
    CFixtures_r103_j, CFixtures_r103_b>(index: 103)
  case 104: return RandomTypedCase<
    UnsafePointer<CChar>?, UInt64, UInt32, UInt16, Int64, Int16, Bool, UInt16, Int64, UInt32,
    UInt16, Int64, CFixtures_r104_d, CFixtures_r104_b>(index: 104)
  case 105: return RandomTypedCase<
    Float, Double, Float, Float, Float, Double, Double, Float, Float, UInt8, Double, Float, Float,
    CFixtures_r105_b>(index: 105)
  case 106: return RandomTypedCase<
    UInt64, UInt64, UInt64, Float, Float, Float, Bool, Float, Float, Float,
    UnsafeMutableRawPointer?, Double, Int32, Double, Double, UnsafeMutableRawPointer?,
    UnsafePointer<CChar>?>(index: 106)
  case 107: return RandomTypedCase<UInt64, Int16, Bool>(index: 107)
  case 108: return RandomTypedCase<Int16, UInt8>(index: 108)
  case 109: return RandomTypedCase<
    CFixtures_r109_c, CFixtures_r109_d, CFixtures_r109_e, CFixtures_r109_f, Double, UInt32,
    CFixtures_r109_h, CFixtures_r109_i, CFixtures_r109_j, CFixtures_r109_k,
    CFixtures_r109_a>(index: 109)
  case 110: return RandomTypedCase<
    UInt64, Int8, CFixtures_r110_a, Double, Int32, Int32, UInt8, CFixtures_r110_b, Int32,
    UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?, UInt32>(index: 110)
  case 111: return RandomTypedCase<CFixtures_r111_c, CFixtures_r111_b>(index: 111)
  case 112: return RandomTypedCase<
    UInt8, UInt32, UnsafeMutableRawPointer?, Bool, UInt8, UnsafePointer<CChar>?, UInt64, UInt8,
    Int64, UInt16, CFixtures_r112_a>(index: 112)
  case 113: return RandomTypedCase<
    Float, Float, Double, Float, Double, Double, Float, Double, Double, Double, Float,
    Int32>(index: 113)
  case 114: return RandomTypedCase<
    Int32, Float, UInt32, Double, Double, Float, Int32, Double, Double, UInt8, Double, UInt16,
    Double, Int64, UnsafeMutableRawPointer?, Double, CFixtures_r114_a>(index: 114)
  case 115: return RandomTypedCase<
    CFixtures_r115_a, UInt8, UInt32, UInt8, UInt64, Int8, Int32, UInt8, UnsafeMutableRawPointer?,
    UInt8, UInt16>(index: 115)
  case 116: return RandomTypedCase<
    Bool, CFixtures_r116_b, Int64, Int64, Double, CFixtures_r116_c, CFixtures_r116_d,
    UnsafeMutableRawPointer?, CFixtures_r116_f, Int32, CFixtures_r116_a>(index: 116)
  case 117: return RandomTypedCase<
    CFixtures_r117_a, Float, UInt32, UnsafeMutableRawPointer?, Int32, CFixtures_r117_b,
    CFixtures_r117_c, UnsafeMutableRawPointer?, CFixtures_r117_d, Int32, Bool,
    UnsafeMutableRawPointer?, Void>(index: 117)
  #if arch(x86_64)
  case 118: return RandomTypedCase<
    Double, CFixtures_r118_a, UInt32, CFixtures_r118_c, Float80, UInt16, CFixtures_r118_d, UInt8,
    Void>(index: 118)
  case 119: return RandomTypedCase<
    Bool, CFixtures_r119_a, Bool, UInt64, Double, UInt32, Float, CFixtures_r119_b, UInt64,
    UnsafeMutableRawPointer?, CFixtures_r119_c, Int16, CFixtures_r119_d, CFixtures_r119_g, UInt64,
    Float80, UInt32>(index: 119)
  #endif
  case 120: return RandomTypedCase<
    Int8, UInt32, UnsafePointer<CChar>?, Int32, UInt8, Int64, UnsafePointer<CChar>?, UInt16, UInt64,
    Int16, UInt8, Float>(index: 120)
  case 121: return RandomTypedCase<
    Double, Float, Float, Double, Float, Double, Float, Double, CFixtures_r121_c, Float,
    CFixtures_r121_d, Float, CFixtures_r121_a>(index: 121)
  case 122: return RandomTypedCase<
    Double, Bool, Int64, UInt64, Float, Double, Int64, UInt32, Double, Double, Int64, Double,
    Double, Float, UInt32, Float, CFixtures_r122_a>(index: 122)
  case 123: return RandomTypedCase<
    Int8, UInt64, Int8, Int64, CFixtures_r123_b, UnsafeMutableRawPointer?,
    CFixtures_r123_a>(index: 123)
  #if arch(x86_64)
  case 124: return RandomTypedCase<
    Float, CFixtures_r124_a, UInt32, Float, Int64, CFixtures_r124_b, UInt8, UnsafePointer<CChar>?,
    CFixtures_r124_d, UInt32, UInt8, CFixtures_r124_f, Float80, CFixtures_r124_g, CFixtures_r124_h,
    CFixtures_r124_i, Int64>(index: 124)
  #endif
  case 125: return RandomTypedCase<
    Int64, CFixtures_r125_b, Int16, UnsafePointer<CChar>?, Int32, CFixtures_r125_d, UInt16, UInt16,
    CFixtures_r125_e, CFixtures_r125_f, UInt32, Int64, CFixtures_r125_g, CFixtures_r125_h, Bool,
    Float, CFixtures_r125_a>(index: 125)
  case 126: return RandomTypedCase<
    Float, UnsafePointer<CChar>?, Double, UInt8, CFixtures_r126_a, UnsafePointer<CChar>?, Int8,
    UnsafePointer<CChar>?, CFixtures_r126_b, CFixtures_r126_d, Int16>(index: 126)
  case 127: return RandomTypedCase<CFixtures_r127_a, UnsafeMutableRawPointer?, UInt16>(index: 127)
  case 128: return RandomTypedCase<
    Int16, UInt16, UnsafePointer<CChar>?, Bool, UInt8, CFixtures_r128_b, UnsafePointer<CChar>?,
    UInt8, UInt16, UnsafePointer<CChar>?, CFixtures_r128_c, UInt32, Int32, Int16, CFixtures_r128_e,
    CFixtures_r128_a>(index: 128)
  case 129: return RandomTypedCase<
    Double, Int32, CFixtures_r129_a, Double, Double, CFixtures_r129_b, Float, Double,
    CFixtures_r129_c, Float, Float, Float, Float, UInt8>(index: 129)
  case 130: return RandomTypedCase<
    Float, Double, UInt64, Float, Int8, UnsafePointer<CChar>?, Int16, Double, UInt8, UInt64, Double,
    Float, Float, UInt64, Double, Float, CFixtures_r130_a>(index: 130)
  case 131: return RandomTypedCase<UInt8, UInt64, Int32, CFixtures_r131_a>(index: 131)
  case 132: return RandomTypedCase<
    Int32, UInt32, Int32, Int64, CFixtures_r132_c, CFixtures_r132_b>(index: 132)
  case 133: return RandomTypedCase<CFixtures_r133_b, CFixtures_r133_a>(index: 133)
  case 134: return RandomTypedCase<Int16, UInt32, Int32>(index: 134)
  case 135: return RandomTypedCase<
    UnsafePointer<CChar>?, CFixtures_r135_b, CFixtures_r135_c, UnsafeMutableRawPointer?, Bool, Bool,
    CFixtures_r135_e, Double, UnsafeMutableRawPointer?, CFixtures_r135_f, CFixtures_r135_i, UInt8,
    UInt32>(index: 135)
  case 136: return RandomTypedCase<
    Int16, Int32, UnsafeMutableRawPointer?, UInt8, Float, UInt64, CFixtures_r136_a, UInt16, UInt32,
    Bool, Int64>(index: 136)
  case 137: return RandomTypedCase<
    Double, Float, Float, Float, Double, Float, Float, Float, Float, Float, Float, Bool>(index: 137)
  case 138: return RandomTypedCase<
    Double, Float, Double, Int8, Bool, Double, Double, Int32, Bool, UInt16, UInt32, Float, Double,
    Double, Double, UInt32, UnsafeMutableRawPointer?>(index: 138)
  case 139: return RandomTypedCase<
    UInt32, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, CFixtures_r139_a, CFixtures_r139_b,
    UnsafeMutableRawPointer?, Int32, UInt16, UInt64, UInt16, Int8, Int16, UInt8, UInt16,
    UInt8>(index: 139)
  case 140: return RandomTypedCase<CFixtures_r140_a, Double>(index: 140)
  case 141: return RandomTypedCase<Float, Int16, CFixtures_r141_b, CFixtures_r141_a>(index: 141)
  #if arch(x86_64)
  case 142: return RandomTypedCase<
    CFixtures_r142_a, Int8, UInt8, UInt64, Int16, UInt64, Float80, UInt16, UnsafeMutableRawPointer?,
    Bool, UInt16, Bool, Int32, Int8, UnsafePointer<CChar>?, UInt64, UInt8>(index: 142)
  #endif
  case 143: return RandomTypedCase<Int8, UInt8, CFixtures_r143_a>(index: 143)
  #if arch(x86_64)
  case 144: return RandomTypedCase<
    UInt64, CFixtures_r144_a, Float, Int32, UnsafeMutableRawPointer?, UInt64, Int16,
    UnsafePointer<CChar>?, CFixtures_r144_b, Int16, Double, UnsafePointer<CChar>?, CFixtures_r144_c,
    Float80, Float80, Int32, UInt32>(index: 144)
  #endif
  case 145: return RandomTypedCase<
    Float, Double, Int64, Float, UInt16, Float, Double, Float, Double, Double, Float,
    CFixtures_r145_b>(index: 145)
  case 146: return RandomTypedCase<
    UInt32, Float, Int8, UnsafePointer<CChar>?, UInt32, Float, Float, Float, Double, UInt32, Bool,
    UInt32, Double, Float, Float, Double, CFixtures_r146_a>(index: 146)
  #if arch(x86_64)
  case 147: return RandomTypedCase<
    UInt16, Float80, Bool, UInt16, CFixtures_r147_a, CFixtures_r147_d, CFixtures_r147_e,
    CFixtures_r147_g, Float80, Double, CFixtures_r147_h, CFixtures_r147_i, UInt16, CFixtures_r147_j,
    UInt8, CFixtures_r147_k, Int32>(index: 147)
  case 148: return RandomTypedCase<
    UInt8, CFixtures_r148_b, UnsafePointer<CChar>?, CFixtures_r148_c, CFixtures_r148_d, Float80,
    Int8, UnsafePointer<CChar>?, CFixtures_r148_e, UInt64, CFixtures_r148_f, CFixtures_r148_h,
    CFixtures_r148_i, UnsafeMutableRawPointer?, CFixtures_r148_a>(index: 148)
  #endif
  case 149: return RandomTypedCase<Int16, Int8, Bool, Int16, CFixtures_r149_a, Int16>(index: 149)
  case 150: return RandomTypedCase<
    UnsafePointer<CChar>?, Double, Double, CFixtures_r150_b, UInt32, Int16, Int32, Int64,
    CFixtures_r150_c, Int32, CFixtures_r150_d, Bool, Int16, UInt32, CFixtures_r150_a>(index: 150)
  #if arch(x86_64)
  case 151: return RandomTypedCase<
    CFixtures_r151_a, Int64, Float80, UInt16, Float80, UInt64, UInt32, UInt16, CFixtures_r151_c,
    UInt64, UInt8>(index: 151)
  #endif
  case 152: return RandomTypedCase<
    Bool, CFixtures_r152_b, UInt8, Int8, CFixtures_r152_c, Int16, UnsafePointer<CChar>?, UInt8,
    Int16, CFixtures_r152_a>(index: 152)
  case 153: return RandomTypedCase<
    Float, Double, Double, Float, Float, Float, Float, Double, CFixtures_r153_a, Float, Float,
    Float, Float, Int64>(index: 153)
  case 154: return RandomTypedCase<
    UInt64, Float, Float, Float, Double, Double, UInt8, Int64, Int32, UInt64, Double,
    UnsafePointer<CChar>?, Double, Float, Float, UnsafePointer<CChar>?, Float>(index: 154)
  case 155: return RandomTypedCase<UInt64, Bool, UInt16, Void>(index: 155)
  case 156: return RandomTypedCase<
    UnsafeMutableRawPointer?, CFixtures_r156_b, Double, Int64, CFixtures_r156_c, CFixtures_r156_d,
    CFixtures_r156_a>(index: 156)
  case 157: return RandomTypedCase<
    Float, Int16, UnsafePointer<CChar>?, Float, Int16, CFixtures_r157_a>(index: 157)
  case 158: return RandomTypedCase<
    Int64, UInt8, Bool, UInt16, UInt64, CFixtures_r158_c, CFixtures_r158_d, CFixtures_r158_e, UInt8,
    UInt8, CFixtures_r158_a>(index: 158)
  #if arch(x86_64)
  case 159: return RandomTypedCase<
    Float, CFixtures_r159_b, Float80, CFixtures_r159_c, UInt16, Int32, Int32, CFixtures_r159_e,
    CFixtures_r159_h, Int32, CFixtures_r159_a>(index: 159)
  case 160: return RandomTypedCase<
    Float, UInt16, UnsafeMutableRawPointer?, Int16, UnsafeMutableRawPointer?, Int16,
    CFixtures_r160_c, UnsafePointer<CChar>?, Int16, Int32, Float80, UInt16, Int16, UInt64, Bool,
    Bool, CFixtures_r160_a>(index: 160)
  #endif
  case 161: return RandomTypedCase<
    Float, Float, Double, Float, UInt32, Double, Bool, Float, Double, Float, Double, Float, Float,
    Float, Int8>(index: 161)
  case 162: return RandomTypedCase<
    Int32, Float, Double, UInt16, Int64, UInt16, UInt8, Double, UInt16, Double, Float, Float,
    Double, UInt64, Float, Double, CFixtures_r162_a>(index: 162)
  case 163: return RandomTypedCase<CFixtures_r163_b, CFixtures_r163_a>(index: 163)
  case 164: return RandomTypedCase<UInt8, CFixtures_r164_a>(index: 164)
  case 165: return RandomTypedCase<UInt16, CFixtures_r165_b, UInt8, Double, Void>(index: 165)
  case 166: return RandomTypedCase<
    UInt64, UnsafePointer<CChar>?, Int8, Int32, UnsafeMutableRawPointer?, Bool, UInt8, Float,
    UnsafeMutableRawPointer?, UInt32, Double, CFixtures_r166_c, CFixtures_r166_b>(index: 166)
  #if arch(x86_64)
  case 167: return RandomTypedCase<
    UInt8, UnsafeMutableRawPointer?, CFixtures_r167_c, Int64, Float80>(index: 167)
  #endif
  case 168: return RandomTypedCase<
    Bool, UnsafeMutableRawPointer?, Int64, Int8, UnsafePointer<CChar>?, Int8,
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int64, UInt32, UInt8, UInt32,
    CFixtures_r168_a>(index: 168)
  case 169: return RandomTypedCase<
    Float, Double, Float, Float, Int16, Float, Double, Double, CFixtures_r169_b, Float, Double,
    Float, CFixtures_r169_d, Float, Double, CFixtures_r169_a>(index: 169)
  case 170: return RandomTypedCase<
    UnsafePointer<CChar>?, UInt64, Double, UInt16, Double, Float, Float, Int16, Float,
    UnsafeMutableRawPointer?, Float, Int64, Int8, Double, Float, Float,
    CFixtures_r170_a>(index: 170)
  case 171: return RandomTypedCase<
    Int32, UInt16, CFixtures_r171_b, UnsafeMutableRawPointer?, Bool, Int32>(index: 171)
  case 172: return RandomTypedCase<
    UnsafePointer<CChar>?, Double, UInt8, CFixtures_r172_b>(index: 172)
  case 173: return RandomTypedCase<
    CFixtures_r173_a, CFixtures_r173_b, Float, CFixtures_r173_c, UInt16>(index: 173)
  case 174: return RandomTypedCase<UInt32, CFixtures_r174_a, Int32>(index: 174)
  case 175: return RandomTypedCase<
    Int32, CFixtures_r175_b, CFixtures_r175_c, UInt16, CFixtures_r175_d, CFixtures_r175_e, Bool,
    CFixtures_r175_f, UnsafePointer<CChar>?, Int16, UnsafeMutableRawPointer?, CFixtures_r175_g,
    CFixtures_r175_a>(index: 175)
  case 176: return RandomTypedCase<
    Int8, Int32, Int16, Int64, UInt16, Int8, UInt32, Int32, UInt32, Int8, CFixtures_r176_a, Int32,
    Int8, UInt32, Float>(index: 176)
  case 177: return RandomTypedCase<
    Float, Double, Double, UInt16, Double, Double, Double, Double, Double, Double, Double, Float,
    UnsafePointer<CChar>?>(index: 177)
  case 178: return RandomTypedCase<
    Float, Double, Double, Double, Bool, UInt8, Float, Float, Float, Int32, Int64, Int32, Int64,
    Float, Double, UInt16, UnsafeMutableRawPointer?>(index: 178)
  case 179: return RandomTypedCase<
    UnsafeMutableRawPointer?, CFixtures_r179_c, Int32, CFixtures_r179_d, Double,
    CFixtures_r179_b>(index: 179)
  case 180: return RandomTypedCase<UInt64>(index: 180)
  #if arch(x86_64)
  case 181: return RandomTypedCase<
    UInt32, UInt32, UnsafePointer<CChar>?, CFixtures_r181_b, CFixtures_r181_c,
    UnsafePointer<CChar>?, Double, UInt64, UInt32, Float80, UInt32, Float, Int64, CFixtures_r181_d,
    Double>(index: 181)
  case 182: return RandomTypedCase<
    UInt8, CFixtures_r182_a, CFixtures_r182_c, UInt16, UInt16, Int8, CFixtures_r182_e, UInt32,
    UInt8, UnsafeMutableRawPointer?, CFixtures_r182_g, Float80, UnsafePointer<CChar>?,
    CFixtures_r182_h, CFixtures_r182_j, CFixtures_r182_l, Int16>(index: 182)
  #endif
  case 183: return RandomTypedCase<CFixtures_r183_e, CFixtures_r183_c>(index: 183)
  case 184: return RandomTypedCase<
    UInt8, UInt32, UnsafeMutableRawPointer?, Int16, UInt32, Int64, UnsafePointer<CChar>?, Bool,
    UnsafePointer<CChar>?, UInt8, CFixtures_r184_a>(index: 184)
  case 185: return RandomTypedCase<
    Double, Float, Float, CFixtures_r185_a, Double, Double, Float, Double, Float, Double,
    CFixtures_r185_c, Float, Int32>(index: 185)
  case 186: return RandomTypedCase<
    UnsafePointer<CChar>?, Int16, Float, Float, Double, UInt8, Double, Int32, Int8,
    UnsafeMutableRawPointer?, Float, Float, Double, Double, UInt64, Float, Int32>(index: 186)
  case 187: return RandomTypedCase<Int64, Int16, CFixtures_r187_b, Int8>(index: 187)
  #if arch(x86_64)
  case 188: return RandomTypedCase<
    Float, CFixtures_r188_b, UnsafeMutableRawPointer?, Float, Int8, Float80>(index: 188)
  #endif
  case 189: return RandomTypedCase<Bool>(index: 189)
  case 190: return RandomTypedCase<CFixtures_r190_a, Void>(index: 190)
  case 191: return RandomTypedCase<CFixtures_r191_a, Double, UnsafeMutableRawPointer?>(index: 191)
  #if arch(x86_64)
  case 192: return RandomTypedCase<
    Int32, UInt32, Float80, Int8, UnsafePointer<CChar>?, UInt64, Bool, UnsafeMutableRawPointer?,
    UInt8, UInt8, UInt8, UnsafeMutableRawPointer?, Bool, CFixtures_r192_a>(index: 192)
  #endif
  case 193: return RandomTypedCase<
    Double, Float, Double, Float, Float, Double, Float, Double, Double, Float, Double, Float,
    Int8>(index: 193)
  case 194: return RandomTypedCase<
    Float, Bool, UnsafeMutableRawPointer?, Bool, Float, Double, Int8, Float, Float, Int32, Double,
    Double, Bool, UInt64, Float, Float, CFixtures_r194_a>(index: 194)
  case 195: return RandomTypedCase<
    CFixtures_r195_c, CFixtures_r195_e, UnsafePointer<CChar>?, Int8, Float, Float,
    CFixtures_r195_b>(index: 195)
  case 196: return RandomTypedCase<Int32, CFixtures_r196_b, Int8, CFixtures_r196_a>(index: 196)
  case 197: return RandomTypedCase<UInt32, Double, Int64>(index: 197)
  #if arch(x86_64)
  case 198: return RandomTypedCase<
    Float80, CFixtures_r198_b, Int32, CFixtures_r198_d, CFixtures_r198_e, Bool, Float, UInt16,
    Int32, CFixtures_r198_f, CFixtures_r198_h, Int64, Int64, UInt8, Int32, CFixtures_r198_i,
    CFixtures_r198_a>(index: 198)
  #endif
  case 199: return RandomTypedCase<UInt64, CFixtures_r199_a, CFixtures_r199_b, Void>(index: 199)
  case 200: return RandomTypedCase<
    CFixtures_r200_a, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, Int64,
    UnsafeMutableRawPointer?, UInt16, UInt8, UInt64, Int8, UInt16, Int16, Int64>(index: 200)
  case 201: return RandomTypedCase<
    Float, Double, Float, Double, Float, Double, Double, Double, Double, Float, Double, Float,
    Double, CFixtures_r201_a>(index: 201)
  case 202: return RandomTypedCase<
    UInt64, UnsafePointer<CChar>?, UInt16, Double, UInt8, UInt8, Float, Float, Double, UInt32,
    Float, Float, Float, Float, Int64, Double, Int8>(index: 202)
  #if arch(x86_64)
  case 203: return RandomTypedCase<
    Int64, Float80, UnsafeMutableRawPointer?, Float80, Float, Int64>(index: 203)
  #endif
  case 204: return RandomTypedCase<
    Float, CFixtures_r204_c, Int64, UnsafeMutableRawPointer?, CFixtures_r204_b>(index: 204)
  case 205: return RandomTypedCase<
    Int16, CFixtures_r205_a, Int8, UnsafeMutableRawPointer?, UInt64, Int64, UInt32, UInt16,
    UnsafeMutableRawPointer?, CFixtures_r205_c, Int64, CFixtures_r205_f, Float>(index: 205)
  case 206: return RandomTypedCase<Int32, Bool, UnsafePointer<CChar>?, UInt16>(index: 206)
  case 207: return RandomTypedCase<UInt16, Int32, Int32, Void>(index: 207)
  #if arch(x86_64)
  case 208: return RandomTypedCase<
    UInt8, UInt32, UnsafeMutableRawPointer?, Int16, UnsafeMutableRawPointer?, UInt64, UInt64,
    CFixtures_r208_a, Float80, UInt16, UInt64, Int32, CFixtures_r208_b, Int16, Void>(index: 208)
  #endif
  case 209: return RandomTypedCase<
    Double, Double, Double, Double, Float, Float, Double, Double, Float,
    CFixtures_r209_a>(index: 209)
  case 210: return RandomTypedCase<
    Float, UnsafeMutableRawPointer?, UInt16, Bool, UInt16, Float, Double, Float, Float, Double,
    Float, Int64, Float, Bool, Double, Int16, CFixtures_r210_a>(index: 210)
  case 211: return RandomTypedCase<
    UInt8, UInt64, UInt32, Int32, CFixtures_r211_b, CFixtures_r211_d, UInt64, Double,
    Double>(index: 211)
  case 212: return RandomTypedCase<CFixtures_r212_c, CFixtures_r212_b>(index: 212)
  case 213: return RandomTypedCase<CFixtures_r213_a, Bool, Int16, UInt16>(index: 213)
  case 214: return RandomTypedCase<
    CFixtures_r214_a, UInt8, CFixtures_r214_b, CFixtures_r214_c, Double, UInt8>(index: 214)
  #if arch(x86_64)
  case 215: return RandomTypedCase<
    UInt32, UInt64, Float, Int32, CFixtures_r215_a, UInt32, Int16, Int8, Int8, CFixtures_r215_b,
    Float80>(index: 215)
  #endif
  case 216: return RandomTypedCase<
    UnsafeMutableRawPointer?, Int16, Int64, Int8, CFixtures_r216_b, UnsafePointer<CChar>?, Int16,
    UInt64, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Bool, Int16, Bool,
    CFixtures_r216_a>(index: 216)
  case 217: return RandomTypedCase<
    Float, Float, Float, Double, Float, Float, Double, Float, Float, Double, UInt32>(index: 217)
  case 218: return RandomTypedCase<
    Int64, Int64, Double, Float, Float, Float, Int64, Double, UInt16, Float, UInt64, Float, Double,
    UInt8, Int8, Double, CFixtures_r218_d>(index: 218)
  case 219: return RandomTypedCase<
    Bool, UnsafePointer<CChar>?, UInt8, Int64, Int64, UInt8, CFixtures_r219_b>(index: 219)
  case 220: return RandomTypedCase<
    UInt64, UnsafePointer<CChar>?, CFixtures_r220_b, UInt16, Int64, CFixtures_r220_c, Int32,
    CFixtures_r220_d, UInt16, Int8, UInt16, Int16, CFixtures_r220_a>(index: 220)
  case 221: return RandomTypedCase<
    CFixtures_r221_b, CFixtures_r221_c, UnsafePointer<CChar>?, UInt32, Double, Int64, Int16,
    CFixtures_r221_d, CFixtures_r221_e, Double, CFixtures_r221_a>(index: 221)
  #if arch(x86_64)
  case 222: return RandomTypedCase<
    CFixtures_r222_b, Double, UnsafePointer<CChar>?, CFixtures_r222_c, Int32, Int32,
    CFixtures_r222_e, Float80, Bool, Int16, Int32, UnsafeMutableRawPointer?,
    CFixtures_r222_a>(index: 222)
  #endif
  case 223: return RandomTypedCase<CFixtures_r223_c, CFixtures_r223_b>(index: 223)
  #if arch(x86_64)
  case 224: return RandomTypedCase<
    Int64, CFixtures_r224_a, Int32, Int16, UInt16, UnsafePointer<CChar>?, Int64, Int32, Int32, Int8,
    UnsafePointer<CChar>?, Int16, Float80>(index: 224)
  #endif
  case 225: return RandomTypedCase<
    Double, Double, Double, Float, Float, Float, Double, Int64, Double, Double, CFixtures_r225_c,
    Float, CFixtures_r225_d, Float, Float, Double, CFixtures_r225_a>(index: 225)
  case 226: return RandomTypedCase<
    Double, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Float, UnsafeMutableRawPointer?,
    UInt16, Double, Float, Int16, UInt64, Float, Double, UnsafePointer<CChar>?, Double, Float,
    Float, UInt16>(index: 226)
  case 227: return RandomTypedCase<
    UInt64, Int64, CFixtures_r227_c, UInt64, CFixtures_r227_b>(index: 227)
  case 228: return RandomTypedCase<
    CFixtures_r228_a, Int16, Bool, CFixtures_r228_b, CFixtures_r228_e, CFixtures_r228_f, UInt32,
    Int16, Int8, UInt32, Bool, UInt8, UInt16>(index: 228)
  case 229: return RandomTypedCase<
    Int32, CFixtures_r229_b, CFixtures_r229_d, CFixtures_r229_e, CFixtures_r229_f, Int16, UInt32,
    UnsafePointer<CChar>?, Int16, Double, CFixtures_r229_g, CFixtures_r229_h, CFixtures_r229_j,
    UnsafePointer<CChar>?, Int8, UInt16, CFixtures_r229_a>(index: 229)
  case 230: return RandomTypedCase<
    CFixtures_r230_a, Bool, Double, UnsafeMutableRawPointer?, Int8, Float, Void>(index: 230)
  case 231: return RandomTypedCase<
    UInt16, UInt8, Int32, Bool, UInt64, UInt64, CFixtures_r231_a>(index: 231)
  case 232: return RandomTypedCase<
    Int64, Int32, UnsafeMutableRawPointer?, UInt32, Int16, Int32, UInt64, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, UnsafeMutableRawPointer?, CFixtures_r232_a>(index: 232)
  case 233: return RandomTypedCase<
    Float, Float, Float, Double, Float, Float, Double, Double, Double, Float, Float,
    Bool>(index: 233)
  case 234: return RandomTypedCase<
    Float, Float, Double, Double, Int16, UnsafeMutableRawPointer?, Double, Float, Bool, Double,
    UInt32, Int16, Float, UInt8, Double, Int32, Double>(index: 234)
  #if arch(x86_64)
  case 235: return RandomTypedCase<
    Int32, Float80, UnsafePointer<CChar>?, CFixtures_r235_a>(index: 235)
  #endif
  case 236: return RandomTypedCase<UnsafeMutableRawPointer?, CFixtures_r236_a, UInt64>(index: 236)
  case 237: return RandomTypedCase<Int64, UInt8, Float, Void>(index: 237)
  #if arch(x86_64)
  case 238: return RandomTypedCase<
    Float80, UInt32, Int64, UnsafePointer<CChar>?, Int8, CFixtures_r238_c, Int32, CFixtures_r238_e,
    CFixtures_r238_f, Bool, CFixtures_r238_b>(index: 238)
  #endif
  case 239: return RandomTypedCase<
    Int64, UInt8, Int64, UnsafePointer<CChar>?, UInt64, CFixtures_r239_b, Double, CFixtures_r239_c,
    Int16, Double, CFixtures_r239_e, UnsafeMutableRawPointer?, UInt32, CFixtures_r239_g,
    CFixtures_r239_a>(index: 239)
  case 240: return RandomTypedCase<
    UnsafeMutableRawPointer?, CFixtures_r240_b, UInt16, UInt32, Int32, Int8, UInt32,
    UnsafePointer<CChar>?, Bool, CFixtures_r240_c, UInt32, Int32, CFixtures_r240_a>(index: 240)
  case 241: return RandomTypedCase<
    Double, Float, Double, Double, Double, CFixtures_r241_b, Double, Double, Double, Double, Double,
    UInt16>(index: 241)
  case 242: return RandomTypedCase<
    Float, Float, UInt32, Int32, Int8, Int32, UInt64, Float, Float, Float, Double, Double, Float,
    Float, Int32, UInt8, UInt16>(index: 242)
  #if arch(x86_64)
  case 243: return RandomTypedCase<
    Float80, Int64, UnsafeMutableRawPointer?, CFixtures_r243_a>(index: 243)
  #endif
  case 244: return RandomTypedCase<Bool, Int16, Void>(index: 244)
  case 245: return RandomTypedCase<
    Bool, Int16, CFixtures_r245_a, Double, UnsafeMutableRawPointer?, Double, CFixtures_r245_b,
    Int16, UnsafePointer<CChar>?>(index: 245)
  case 246: return RandomTypedCase<
    Int32, CFixtures_r246_b, CFixtures_r246_c, CFixtures_r246_e, UInt64, CFixtures_r246_f, UInt64,
    Bool, CFixtures_r246_g, UInt8, CFixtures_r246_i, Int32, Double, CFixtures_r246_j,
    Void>(index: 246)
  case 247: return RandomTypedCase<
    Int32, Int64, UnsafePointer<CChar>?, Int16, CFixtures_r247_a>(index: 247)
  case 248: return RandomTypedCase<
    UInt64, UnsafeMutableRawPointer?, Int16, Int32, CFixtures_r248_a, UInt64, CFixtures_r248_c,
    UInt64, Int8, Int16, CFixtures_r248_d, UnsafeMutableRawPointer?, UInt64, Bool, Int32,
    Void>(index: 248)
  case 249: return RandomTypedCase<
    Float, Float, Double, Float, Double, Double, Double, Double, Double, Int32>(index: 249)
  case 250: return RandomTypedCase<
    Float, Double, Int16, Bool, Float, Float, Double, Double, Float, Double, Int32, UInt8, Float,
    UInt16, UInt64, Int8, Void>(index: 250)
  #if arch(x86_64)
  case 251: return RandomTypedCase<Float, Float80, Float80, UInt32, Int16>(index: 251)
  #endif
  case 252: return RandomTypedCase<Int8, CFixtures_r252_a>(index: 252)
  #if arch(x86_64)
  case 253: return RandomTypedCase<
    Float80, Int16, Int64, UnsafeMutableRawPointer?, Int8, Int32, CFixtures_r253_a>(index: 253)
  #endif
  case 254: return RandomTypedCase<CFixtures_r254_b, UInt8, Void>(index: 254)
  #if arch(x86_64)
  case 255: return RandomTypedCase<
    Float80, UInt8, CFixtures_r255_b, UnsafeMutableRawPointer?, Int8, UInt8, Int16,
    CFixtures_r255_d, UInt8, Int8, UInt64, UnsafeMutableRawPointer?, Int64, Bool, UInt8, Int16,
    Int16>(index: 255)
  #endif
  case 256: return RandomTypedCase<
    UnsafeMutableRawPointer?, UInt64, Int32, CFixtures_r256_a, UInt64, UnsafePointer<CChar>?, Int64,
    UInt8, UInt8, Int64, UnsafePointer<CChar>?>(index: 256)
  case 257: return RandomTypedCase<
    Float, Float, Double, Double, Float, Double, Float, Float, Float, Int8>(index: 257)
  case 258: return RandomTypedCase<
    Float, Float, UInt16, Float, Int8, UnsafeMutableRawPointer?, Float, Double, UInt16, Double,
    Int8, UInt32, Float, UInt8, Double, Float, Int16>(index: 258)
  case 259: return RandomTypedCase<UInt8>(index: 259)
  #if arch(x86_64)
  case 260: return RandomTypedCase<
    UnsafePointer<CChar>?, Int64, Bool, UInt32, Float80, CFixtures_r260_a, Int8, Float,
    UInt64>(index: 260)
  #endif
  case 261: return RandomTypedCase<
    CFixtures_r261_c, CFixtures_r261_d, CFixtures_r261_f, UInt16, CFixtures_r261_g,
    UnsafePointer<CChar>?>(index: 261)
  case 262: return RandomTypedCase<
    UnsafePointer<CChar>?, Int64, UInt8, CFixtures_r262_b>(index: 262)
  case 263: return RandomTypedCase<
    CFixtures_r263_a, UnsafePointer<CChar>?, CFixtures_r263_b, UInt32, UInt32, Int8>(index: 263)
  case 264: return RandomTypedCase<
    UInt32, UInt16, UnsafeMutableRawPointer?, UInt64, UInt16, UInt32, UInt32, Double>(index: 264)
  case 265: return RandomTypedCase<
    Float, Float, Double, Float, Float, Double, Double, Double, Double, Double, Void>(index: 265)
  case 266: return RandomTypedCase<
    UInt8, Double, Double, UInt32, Float, Float, UInt32, Int8, Double, Double, Double, Double,
    Float, Int8, Int8, UInt8, Bool>(index: 266)
  case 267: return RandomTypedCase<UnsafePointer<CChar>?, UInt32>(index: 267)
  #if arch(x86_64)
  case 268: return RandomTypedCase<
    UnsafeMutableRawPointer?, CFixtures_r268_a, Float80, UnsafeMutableRawPointer?, CFixtures_r268_b,
    UnsafeMutableRawPointer?, Int8, UnsafePointer<CChar>?, UInt64>(index: 268)
  case 269: return RandomTypedCase<
    Int8, UInt8, Int32, Float80, CFixtures_r269_b, CFixtures_r269_d, CFixtures_r269_e, Bool, UInt16,
    Float, Int8, UnsafeMutableRawPointer?, CFixtures_r269_a>(index: 269)
  case 270: return RandomTypedCase<
    UInt64, UInt8, CFixtures_r270_a, Int16, Float, Int16, Int32, Float80, CFixtures_r270_b,
    CFixtures_r270_c, Float80, UnsafeMutableRawPointer?, UInt64>(index: 270)
  case 271: return RandomTypedCase<
    CFixtures_r271_d, UnsafeMutableRawPointer?, UInt64, CFixtures_r271_e, Float80, UInt32, UInt64,
    CFixtures_r271_f, Float, UInt8, UInt8, Int64, CFixtures_r271_g, Int8, UInt8, UInt16,
    CFixtures_r271_c>(index: 271)
  #endif
  case 272: return RandomTypedCase<
    Int8, UnsafeMutableRawPointer?, UInt64, CFixtures_r272_b, Int32, UInt64, CFixtures_r272_c,
    UInt16, CFixtures_r272_e, UInt16, UInt64, UnsafePointer<CChar>?, CFixtures_r272_g, Int8, Int16,
    Int8, UnsafeMutableRawPointer?>(index: 272)
  case 273: return RandomTypedCase<
    Bool, Double, Float, Float, CFixtures_r273_a, Double, Float, Double, Float, Float, Double,
    UnsafeMutableRawPointer?>(index: 273)
  case 274: return RandomTypedCase<
    UInt32, Float, Double, UInt8, Double, Double, Double, Float, UInt16, Float, Double, UInt32,
    Float, UnsafePointer<CChar>?, UInt32, Int8, Void>(index: 274)
  case 275: return RandomTypedCase<
    CFixtures_r275_a, UInt64, UInt64, UnsafePointer<CChar>?, Int8, UnsafeMutableRawPointer?, Bool,
    CFixtures_r275_c, Int64, CFixtures_r275_d, CFixtures_r275_e, UInt8, Int64, CFixtures_r275_f,
    CFixtures_r275_g, Int16, UnsafePointer<CChar>?>(index: 275)
  case 276: return RandomTypedCase<CFixtures_r276_a, UInt8>(index: 276)
  case 277: return RandomTypedCase<
    UnsafeMutableRawPointer?, CFixtures_r277_d, Double, UInt32, UInt64, UInt32,
    CFixtures_r277_b>(index: 277)
  case 278: return RandomTypedCase<UInt32, CFixtures_r278_b, CFixtures_r278_a>(index: 278)
  case 279: return RandomTypedCase<
    Double, Int8, CFixtures_r279_d, CFixtures_r279_e, Int16, CFixtures_r279_f, UInt32,
    CFixtures_r279_g, Bool, Int16, Double, UInt8, CFixtures_r279_c>(index: 279)
  case 280: return RandomTypedCase<
    Int64, UInt64, CFixtures_r280_c, Int8, UInt8, UnsafeMutableRawPointer?,
    UnsafeMutableRawPointer?, CFixtures_r280_d, UnsafeMutableRawPointer?, UInt8, UInt64, Bool,
    UInt8, UnsafePointer<CChar>?, CFixtures_r280_b>(index: 280)
  case 281: return RandomTypedCase<
    Double, Double, Float, Double, Float, CFixtures_r281_c, Float, Double, Float, Double, Float,
    CFixtures_r281_d, Float, CFixtures_r281_a>(index: 281)
  case 282: return RandomTypedCase<
    Float, Float, Int32, UInt16, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Float, Float,
    Double, Double, Double, Bool, Int16, Double, UInt16, Float, Bool>(index: 282)
  case 283: return RandomTypedCase<UInt32, CFixtures_r283_a>(index: 283)
  #if arch(x86_64)
  case 284: return RandomTypedCase<
    CFixtures_r284_b, Float80, CFixtures_r284_c, Int8, UInt8, CFixtures_r284_d, UInt16, Double,
    CFixtures_r284_e, CFixtures_r284_f, CFixtures_r284_h, UInt8, CFixtures_r284_a>(index: 284)
  case 285: return RandomTypedCase<
    Float80, UInt8, UnsafePointer<CChar>?, Bool, Double, CFixtures_r285_b, Void>(index: 285)
  case 286: return RandomTypedCase<
    UnsafePointer<CChar>?, CFixtures_r286_c, Float, Float80, UInt16, Int64, UInt32, UInt64,
    CFixtures_r286_d, Double, CFixtures_r286_a>(index: 286)
  #endif
  case 287: return RandomTypedCase<CFixtures_r287_b, UInt16, Float, Float>(index: 287)
  case 288: return RandomTypedCase<
    UInt32, Int32, UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UInt8, UInt32,
    Double>(index: 288)
  case 289: return RandomTypedCase<
    Double, Float, Float, Float, Double, Double, Double, Float, Double, Double, Double, Double,
    CFixtures_r289_a>(index: 289)
  case 290: return RandomTypedCase<
    UInt32, Float, UInt64, Float, UnsafeMutableRawPointer?, Int16, Float, Float, Double, Double,
    UInt8, Float, Float, Float, UInt16, UInt32, CFixtures_r290_b>(index: 290)
  #if arch(x86_64)
  case 291: return RandomTypedCase<
    Double, Float, Int16, Int16, Float, CFixtures_r291_a, UInt32, Float80, Float80>(index: 291)
  case 292: return RandomTypedCase<
    Int16, UInt32, CFixtures_r292_b, UInt8, UnsafePointer<CChar>?, UInt32, Int8, UInt8,
    CFixtures_r292_c, Float80, UInt32, UnsafePointer<CChar>?, Int64, Int16,
    CFixtures_r292_a>(index: 292)
  #endif
  case 293: return RandomTypedCase<UInt16, UInt32, Void>(index: 293)
  case 294: return RandomTypedCase<
    UInt32, UnsafePointer<CChar>?, Int64, UInt64, UnsafePointer<CChar>?, CFixtures_r294_a, Int16,
    Int64, Void>(index: 294)
  case 295: return RandomTypedCase<CFixtures_r295_b>(index: 295)
  case 296: return RandomTypedCase<
    Bool, CFixtures_r296_a, CFixtures_r296_b, UInt8, UInt32, UnsafeMutableRawPointer?,
    UnsafePointer<CChar>?, UInt64, Int32, Int16>(index: 296)
  case 297: return RandomTypedCase<
    CFixtures_r297_b, Float, Float, Double, Float, Double, Float, Int32, Float, Double, Float,
    Double, Float, UInt8>(index: 297)
  case 298: return RandomTypedCase<
    UInt64, UInt8, Double, Double, Double, Float, Bool, UInt64, Double, UnsafeMutableRawPointer?,
    Double, Float, Float, UInt64, Int32, Float, Int64>(index: 298)
  #if arch(x86_64)
  case 299: return RandomTypedCase<
    UInt32, Float80, CFixtures_r299_a, CFixtures_r299_b, UInt16, Float80, CFixtures_r299_c, Int16,
    CFixtures_r299_d, Int16, UInt8, Float, Int16, CFixtures_r299_e, Int8>(index: 299)
  #endif
  case 300: return RandomTypedCase<CFixtures_r300_b, UInt32, CFixtures_r300_a>(index: 300)
  case 301: return RandomTypedCase<
    Float, Int64, Int32, CFixtures_r301_b, UInt64, CFixtures_r301_c, CFixtures_r301_d, Int16,
    CFixtures_r301_f, Double, CFixtures_r301_g, Int8, CFixtures_r301_h, CFixtures_r301_j, Int64,
    UInt64, Float>(index: 301)
  case 302: return RandomTypedCase<
    CFixtures_r302_a, CFixtures_r302_e, CFixtures_r302_f, Float, Double, CFixtures_r302_g, Double,
    Int8, Bool, UInt8, CFixtures_r302_h, CFixtures_r302_i, CFixtures_r302_k, CFixtures_r302_l,
    UnsafeMutableRawPointer?>(index: 302)
  case 303: return RandomTypedCase<Bool, CFixtures_r303_a, UInt64, Int8, UInt32>(index: 303)
  case 304: return RandomTypedCase<
    UnsafePointer<CChar>?, CFixtures_r304_c, CFixtures_r304_d, Int64, Int16, Int16, Bool,
    CFixtures_r304_e, UnsafeMutableRawPointer?, Int8, UnsafePointer<CChar>?, Double, UInt16, Int32,
    UInt64, CFixtures_r304_b>(index: 304)
  case 305: return RandomTypedCase<
    Double, Float, Float, Float, Double, Double, CFixtures_r305_c, Double, Double, Double,
    CFixtures_r305_d, Double, Float, Double, Float, UInt64, CFixtures_r305_a>(index: 305)
  case 306: return RandomTypedCase<
    Int8, Float, Int8, Float, Int64, Double, UInt32, Float, UnsafeMutableRawPointer?,
    UnsafeMutableRawPointer?, Double, Float, Float, Float, UInt8, Double,
    CFixtures_r306_b>(index: 306)
  case 307: return RandomTypedCase<CFixtures_r307_a, Int64>(index: 307)
  case 308: return RandomTypedCase<
    CFixtures_r308_b, Float, CFixtures_r308_c, UInt32, CFixtures_r308_d, UInt32,
    UnsafePointer<CChar>?, UInt64, UnsafeMutableRawPointer?, Bool, CFixtures_r308_e,
    CFixtures_r308_f, Int8, Int8, CFixtures_r308_a>(index: 308)
  #if arch(x86_64)
  case 309: return RandomTypedCase<Bool, Float80, Bool, Int32, UInt8, UInt32, Void>(index: 309)
  #endif
  case 310: return RandomTypedCase<
    Int32, Int64, Int64, CFixtures_r310_a, UInt64, UInt16, Int8, CFixtures_r310_b, Int16,
    CFixtures_r310_c, Void>(index: 310)
  #if arch(x86_64)
  case 311: return RandomTypedCase<
    Int64, CFixtures_r311_b, Int8, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
    CFixtures_r311_c, CFixtures_r311_d, Int8, CFixtures_r311_e, Int64, Bool, CFixtures_r311_f,
    Int16, UnsafePointer<CChar>?, CFixtures_r311_g, Float80, Float80>(index: 311)
  #endif
  case 312: return RandomTypedCase<
    UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int16, UnsafePointer<CChar>?,
    UnsafeMutableRawPointer?, Bool, UnsafeMutableRawPointer?, Bool, Bool, UnsafeMutableRawPointer?,
    Int64, UInt64, Int32>(index: 312)
  case 313: return RandomTypedCase<
    Double, Double, Double, Double, Double, Double, Float, Float, Double, Float, Double, Float,
    UnsafePointer<CChar>?>(index: 313)
  case 314: return RandomTypedCase<
    Float, Int64, Float, Float, UnsafePointer<CChar>?, Bool, Double, Int32, Float, Float, Double,
    Float, Int16, Int16, Int8, Double, Void>(index: 314)
  #if arch(x86_64)
  case 315: return RandomTypedCase<
    CFixtures_r315_c, Bool, UInt32, Int64, Int16, Float, Float80, UInt8,
    CFixtures_r315_a>(index: 315)
  case 316: return RandomTypedCase<Float80, CFixtures_r316_a>(index: 316)
  case 317: return RandomTypedCase<
    UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int16, Int32, CFixtures_r317_b,
    CFixtures_r317_d, Int16, Float80, Double, UInt16, CFixtures_r317_a>(index: 317)
  #endif
  case 318: return RandomTypedCase<UInt32, UInt16, UInt16, CFixtures_r318_c, Void>(index: 318)
  case 319: return RandomTypedCase<
    UInt8, CFixtures_r319_b, Float, CFixtures_r319_c, Bool, CFixtures_r319_d, UInt8, UInt16,
    CFixtures_r319_a>(index: 319)
  case 320: return RandomTypedCase<
    Int32, Int8, CFixtures_r320_b, CFixtures_r320_c, Int16, Int8, UInt64, Bool, CFixtures_r320_d,
    Double, UInt8, Bool, UInt8, CFixtures_r320_a>(index: 320)
  case 321: return RandomTypedCase<
    Float, Float, Float, Float, Float, Double, Double, Float, Double, Double, Float, Float,
    UInt16>(index: 321)
  case 322: return RandomTypedCase<
    Double, Int64, Double, Double, Double, Int64, Float, Double, Float, Double, Int32, Bool, Int64,
    Int64, Double, Int8, CFixtures_r322_a>(index: 322)
  #if arch(x86_64)
  case 323: return RandomTypedCase<
    Int16, CFixtures_r323_a, Int32, CFixtures_r323_b, CFixtures_r323_d, Float80, Float80, Int16,
    Float>(index: 323)
  #endif
  case 324: return RandomTypedCase<CFixtures_r324_a>(index: 324)
  #if arch(x86_64)
  case 325: return RandomTypedCase<
    Double, CFixtures_r325_b, CFixtures_r325_d, CFixtures_r325_e, UInt8, Float80, Int64, Double,
    UInt16, UInt16, Float, Int64, UInt32, CFixtures_r325_f, UInt64, UnsafePointer<CChar>?,
    Int64>(index: 325)
  #endif
  case 326: return RandomTypedCase<
    UInt8, Int8, CFixtures_r326_a, CFixtures_r326_b, CFixtures_r326_c, UnsafePointer<CChar>?,
    Int16>(index: 326)
  case 327: return RandomTypedCase<
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, CFixtures_r327_a>(index: 327)
  case 328: return RandomTypedCase<
    UInt32, UInt8, CFixtures_r328_a, UInt64, Int16, UnsafePointer<CChar>?, UInt64, Int16, UInt64,
    Bool, Bool, UInt64>(index: 328)
  case 329: return RandomTypedCase<
    Double, Double, Float, Double, Float, Float, CFixtures_r329_b, Float, Double, Float, Float,
    Double, Float, Float, Bool>(index: 329)
  case 330: return RandomTypedCase<
    UInt32, Int32, Int16, Float, Int32, Int64, UInt32, Float, Float, Float, Float, Double, Float,
    Double, Int16, Float, UInt16>(index: 330)
  case 331: return RandomTypedCase<
    Int32, Float, Int16, Int64, CFixtures_r331_c, Int16, CFixtures_r331_e, Double, CFixtures_r331_f,
    UInt32, CFixtures_r331_h, UInt32, Int8, Int32, Int16, Int32, CFixtures_r331_a>(index: 331)
  #if arch(x86_64)
  case 332: return RandomTypedCase<
    UInt64, Int16, UInt16, Float80, Double, CFixtures_r332_a, Int64>(index: 332)
  #endif
  case 333: return RandomTypedCase<
    Int16, UInt8, Int64, UInt8, Float, UInt64, CFixtures_r333_a>(index: 333)
  case 334: return RandomTypedCase<
    CFixtures_r334_b, UInt16, Int16, Int32, UInt16, Int32, CFixtures_r334_c, UInt8,
    CFixtures_r334_d, Double, UInt8, CFixtures_r334_e, CFixtures_r334_g, UInt8, Int16, Int16,
    Int16>(index: 334)
  case 335: return RandomTypedCase<
    Int16, CFixtures_r335_b, Double, UInt8, CFixtures_r335_c, UInt32, UInt32, CFixtures_r335_e,
    UInt32, Int16, CFixtures_r335_a>(index: 335)
  case 336: return RandomTypedCase<
    UInt8, UInt8, Int16, Bool, Int64, UnsafePointer<CChar>?, UInt64, Bool, Int16, Bool, UInt64,
    CFixtures_r336_a>(index: 336)
  case 337: return RandomTypedCase<
    Double, UnsafePointer<CChar>?, Float, Double, CFixtures_r337_b, Int64, Double, Double, Float,
    Double, Double, Float, Int8, Float, Float, Double, CFixtures_r337_a>(index: 337)
  case 338: return RandomTypedCase<
    Float, Double, Int16, Double, UInt64, UInt8, Int32, Float, UInt32, Float,
    UnsafeMutableRawPointer?, Float, Double, Double, Float, UInt16, Bool>(index: 338)
  case 339: return RandomTypedCase<
    UInt16, UInt64, CFixtures_r339_b, UInt16, Int64, UInt32, CFixtures_r339_c, UInt8,
    CFixtures_r339_d, UInt32, CFixtures_r339_a>(index: 339)
  #if arch(x86_64)
  case 340: return RandomTypedCase<
    UInt64, UnsafePointer<CChar>?, Float80, CFixtures_r340_b, Int16, CFixtures_r340_c,
    CFixtures_r340_a>(index: 340)
  #endif
  case 341: return RandomTypedCase<
    CFixtures_r341_b, Int8, UInt32, Int64, CFixtures_r341_c, CFixtures_r341_d, Int32, UInt64,
    CFixtures_r341_a>(index: 341)
  case 342: return RandomTypedCase<CFixtures_r342_b, UInt8, CFixtures_r342_a>(index: 342)
  case 343: return RandomTypedCase<UInt16, Int16>(index: 343)
  case 344: return RandomTypedCase<
    UInt16, UnsafePointer<CChar>?, UInt32, UnsafeMutableRawPointer?, UInt32, Int16, Int16,
    CFixtures_r344_b>(index: 344)
  case 345: return RandomTypedCase<
    Double, Float, Float, Double, Double, Double, Float, Double, UInt8, Double, Float>(index: 345)
  case 346: return RandomTypedCase<
    Int8, UnsafeMutableRawPointer?, Double, Float, Double, Float, UInt16, UInt16, Int32, Double,
    Float, Double, Int64, Int32, Double, Double, UnsafeMutableRawPointer?>(index: 346)
  #if arch(x86_64)
  case 347: return RandomTypedCase<
    Int64, UInt16, UInt64, Int8, UnsafePointer<CChar>?, Bool, Float80, UInt32,
    UnsafeMutableRawPointer?>(index: 347)
  case 348: return RandomTypedCase<Int8, Int32, Float80, CFixtures_r348_a, UInt16>(index: 348)
  case 349: return RandomTypedCase<
    CFixtures_r349_a, CFixtures_r349_b, Bool, CFixtures_r349_c, CFixtures_r349_e,
    UnsafePointer<CChar>?, Float80, Float80, Float, CFixtures_r349_f, UInt16>(index: 349)
  #endif
  case 350: return RandomTypedCase<
    CFixtures_r350_b, Bool, Int8, CFixtures_r350_c, Double, Bool, CFixtures_r350_d,
    CFixtures_r350_e, Float, Bool, Int8, CFixtures_r350_f, Int8, UInt64, Int32, UInt32,
    CFixtures_r350_a>(index: 350)
  case 351: return RandomTypedCase<UInt8, Int64, Float, UInt64>(index: 351)
  case 352: return RandomTypedCase<
    Int32, UnsafeMutableRawPointer?, UInt32, CFixtures_r352_a, Int16, UnsafeMutableRawPointer?,
    UnsafePointer<CChar>?, UnsafePointer<CChar>?, UInt32, UInt8, CFixtures_r352_b, Bool, Int16,
    Int32, Void>(index: 352)
  case 353: return RandomTypedCase<
    Float, Double, Double, CFixtures_r353_b, UInt8, Float, Float, Double, Float, Int16, Float,
    Float, Float, CFixtures_r353_c, CFixtures_r353_e, Double, CFixtures_r353_a>(index: 353)
  case 354: return RandomTypedCase<
    UnsafeMutableRawPointer?, UInt64, Double, Float, Double, Float, Int32, UInt8, Double, Float,
    Float, UnsafePointer<CChar>?, Int64, Double, Double, UInt8, UnsafePointer<CChar>?>(index: 354)
  case 355: return RandomTypedCase<Int16, Int32, Int8>(index: 355)
  case 356: return RandomTypedCase<CFixtures_r356_a, Int16, UInt16, UInt8>(index: 356)
  case 357: return RandomTypedCase<
    CFixtures_r357_a, UInt32, Bool, UInt32, Int8, CFixtures_r357_b, UInt64, Float,
    UnsafePointer<CChar>?, UInt32, UnsafePointer<CChar>?>(index: 357)
  case 358: return RandomTypedCase<Double>(index: 358)
  #if arch(x86_64)
  case 359: return RandomTypedCase<
    CFixtures_r359_a, Float80, UInt64, CFixtures_r359_b, Float, CFixtures_r359_d, Float,
    CFixtures_r359_e, Int8, UInt16, Int8, UInt32, UInt32, CFixtures_r359_g, CFixtures_r359_h,
    UInt32, Int8>(index: 359)
  #endif
  case 360: return RandomTypedCase<
    Bool, UInt32, UnsafeMutableRawPointer?, UInt32, Int8, UnsafeMutableRawPointer?, Int8, UInt8,
    Int64, UInt16, Double, CFixtures_r360_a>(index: 360)
  case 361: return RandomTypedCase<
    Float, Double, Double, Float, Double, Double, Double, Double, Float, Float, Double, Double,
    Double, Double>(index: 361)
  case 362: return RandomTypedCase<
    Int64, Float, Bool, Float, UInt64, Double, Int8, Double, Double, Float, Double,
    UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int8, Double, Double,
    CFixtures_r362_a>(index: 362)
  case 363: return RandomTypedCase<
    UInt32, UInt8, Int16, Float, UInt32, Int8, Int8, CFixtures_r363_a, UInt64, CFixtures_r363_b,
    UInt64, CFixtures_r363_c, CFixtures_r363_e, Int32, Void>(index: 363)
  #if arch(x86_64)
  case 364: return RandomTypedCase<
    UInt64, Int64, UInt64, Int8, Float80, CFixtures_r364_b, UInt8, Bool, CFixtures_r364_c,
    CFixtures_r364_e, Int32, Int64, CFixtures_r364_a>(index: 364)
  #endif
  case 365: return RandomTypedCase<
    UInt16, UInt8, CFixtures_r365_a, Float, UnsafePointer<CChar>?>(index: 365)
  #if arch(x86_64)
  case 366: return RandomTypedCase<
    CFixtures_r366_a, UInt8, CFixtures_r366_b, UInt32, Int16, Float80>(index: 366)
  #endif
  case 367: return RandomTypedCase<UInt32, UnsafePointer<CChar>?>(index: 367)
  case 368: return RandomTypedCase<
    CFixtures_r368_a, UnsafePointer<CChar>?, UInt64, Bool, Double, UInt32, Int64, UInt32, UInt32,
    CFixtures_r368_b, UInt64, Int8>(index: 368)
  case 369: return RandomTypedCase<
    Float, Double, Float, Float, Float, Float, Float, Float, Double, Float, Float, Double, Float,
    UnsafePointer<CChar>?>(index: 369)
  case 370: return RandomTypedCase<
    Float, Int32, UInt16, UnsafePointer<CChar>?, Bool, Double, Double, Float, Bool, Double, Float,
    Float, Double, UnsafeMutableRawPointer?, Double, Int16, Int32>(index: 370)
  case 371: return RandomTypedCase<CFixtures_r371_b>(index: 371)
  case 372: return RandomTypedCase<
    CFixtures_r372_b, Float, UInt16, Int32, UInt16, UInt32>(index: 372)
  case 373: return RandomTypedCase<
    Int32, Double, UnsafePointer<CChar>?, CFixtures_r373_a, Double, Int64, UInt8>(index: 373)
  case 374: return RandomTypedCase<UnsafePointer<CChar>?>(index: 374)
  #if arch(x86_64)
  case 375: return RandomTypedCase<
    UInt32, UInt32, Float80, UnsafeMutableRawPointer?, Float, UnsafePointer<CChar>?,
    CFixtures_r375_a, CFixtures_r375_c, UInt16>(index: 375)
  #endif
  case 376: return RandomTypedCase<
    UInt16, UnsafeMutableRawPointer?, UInt32, CFixtures_r376_b, UInt64, UInt8, CFixtures_r376_c,
    Bool, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Double, Bool, UnsafePointer<CChar>?, UInt64,
    Int32, CFixtures_r376_a>(index: 376)
  case 377: return RandomTypedCase<
    Double, Double, Float, Float, Float, Float, Double, Float, Float, CFixtures_r377_c, Float,
    CFixtures_r377_b>(index: 377)
  case 378: return RandomTypedCase<
    Float, UInt64, Double, Int16, Double, Double, Int64, Double, Float, Double, Int8, UInt32,
    Double, UnsafeMutableRawPointer?, UInt32, Float, Int16>(index: 378)
  #if arch(x86_64)
  case 379: return RandomTypedCase<
    Float80, UInt32, Double, Int8, CFixtures_r379_b, UInt16, Bool, CFixtures_r379_d, Bool, UInt16,
    CFixtures_r379_f, Int64, UInt8, UnsafeMutableRawPointer?, UInt16, Int64,
    CFixtures_r379_a>(index: 379)
  #endif
  case 380: return RandomTypedCase<
    CFixtures_r380_d, UInt8, UInt16, UnsafeMutableRawPointer?, Bool, CFixtures_r380_c>(index: 380)
  case 381: return RandomTypedCase<
    CFixtures_r381_c, Float, CFixtures_r381_d, Int32, CFixtures_r381_f, UInt32,
    CFixtures_r381_a>(index: 381)
  #if arch(x86_64)
  case 382: return RandomTypedCase<
    UnsafePointer<CChar>?, Int16, Bool, CFixtures_r382_b, Int8, UInt8, CFixtures_r382_c,
    CFixtures_r382_d, CFixtures_r382_e, Float80, CFixtures_r382_g, Int16, Float80, Int64, Float80,
    UInt64, CFixtures_r382_a>(index: 382)
  #endif
  case 383: return RandomTypedCase<UInt16, CFixtures_r383_a>(index: 383)
  case 384: return RandomTypedCase<
    UnsafePointer<CChar>?, UInt16, UInt16, UInt32, UnsafePointer<CChar>?, UInt64, UInt16,
    UnsafePointer<CChar>?, Int32, Int8>(index: 384)
  case 385: return RandomTypedCase<
    CFixtures_r385_b, Float, Float, Double, Float, Float, Int64, Double, Double, Float, Float,
    Float, UInt8>(index: 385)
  case 386: return RandomTypedCase<
    Double, Double, Int8, Double, UInt16, Bool, Double, UInt32, Double, Double, Int8,
    UnsafePointer<CChar>?, Float, Double, Int8, Double, CFixtures_r386_a>(index: 386)
  case 387: return RandomTypedCase<UInt8>(index: 387)
  case 388: return RandomTypedCase<CFixtures_r388_a, Int32, UnsafeMutableRawPointer?>(index: 388)
  case 389: return RandomTypedCase<
    UInt8, Float, Int16, Float, UInt64, UInt16, UInt64, UInt32, CFixtures_r389_a>(index: 389)
  #if arch(x86_64)
  case 390: return RandomTypedCase<
    UInt16, Int8, UInt8, Float80, UnsafePointer<CChar>?, Int16, UInt32, Float80, Void>(index: 390)
  #endif
  case 391: return RandomTypedCase<UInt16, Int16, UInt64, CFixtures_r391_b>(index: 391)
  case 392: return RandomTypedCase<
    Int64, UInt16, UInt64, Int64, UInt32, Int32, UInt64, CFixtures_r392_b, UnsafeMutableRawPointer?,
    UInt16, Int64, UInt8, Bool, Int8, Int32, CFixtures_r392_c, CFixtures_r392_a>(index: 392)
  case 393: return RandomTypedCase<
    Float, Float, UnsafeMutableRawPointer?, Double, Double, CFixtures_r393_c, Double, Double,
    Double, Float, Double, CFixtures_r393_b>(index: 393)
  case 394: return RandomTypedCase<
    Double, Double, Int8, UInt64, Double, Int32, Float, UnsafeMutableRawPointer?, UInt8, Double,
    Double, Float, Float, UInt32, UInt32, Double, UInt32>(index: 394)
  case 395: return RandomTypedCase<
    CFixtures_r395_c, UInt64, CFixtures_r395_d, CFixtures_r395_f, UnsafePointer<CChar>?,
    UnsafeMutableRawPointer?>(index: 395)
  case 396: return RandomTypedCase<Void>(index: 396)
  case 397: return RandomTypedCase<
    CFixtures_r397_a, UInt64, CFixtures_r397_b, UInt16, CFixtures_r397_c, Bool>(index: 397)
  case 398: return RandomTypedCase<UInt32>(index: 398)
  case 399: return RandomTypedCase<
    Int32, CFixtures_r399_a, Double, CFixtures_r399_c, UInt8>(index: 399)
  case 400: return RandomTypedCase<CFixtures_r400_b, UInt64, CFixtures_r400_a>(index: 400)
  #if arch(x86_64)
  case 401: return RandomTypedCase<
    CFixtures_r401_c, CFixtures_r401_e, CFixtures_r401_f, CFixtures_r401_g, Float80,
    CFixtures_r401_h, CFixtures_r401_k, CFixtures_r401_m, Float80, CFixtures_r401_o,
    CFixtures_r401_q, UnsafePointer<CChar>?>(index: 401)
  case 402: return RandomTypedCase<
    CFixtures_r402_c, UInt64, Int8, Float80, CFixtures_r402_a>(index: 402)
  #endif
  case 403: return RandomTypedCase<
    CFixtures_r403_g, CFixtures_r403_h, CFixtures_r403_l, UInt32, CFixtures_r403_n,
    CFixtures_r403_f>(index: 403)
  #if arch(x86_64)
  case 404: return RandomTypedCase<
    UInt8, Int32, UInt8, Int64, Int8, Double, CFixtures_r404_e, CFixtures_r404_f, CFixtures_r404_h,
    Float80, CFixtures_r404_c>(index: 404)
  case 405: return RandomTypedCase<
    UInt16, CFixtures_r405_b, CFixtures_r405_d, UnsafeMutableRawPointer?, UInt32, Float80, Int32,
    CFixtures_r405_a>(index: 405)
  case 406: return RandomTypedCase<
    CFixtures_r406_b, Int64, Float80, CFixtures_r406_d, CFixtures_r406_a>(index: 406)
  case 407: return RandomTypedCase<
    CFixtures_r407_b, UInt16, Float80, CFixtures_r407_c, UInt64, CFixtures_r407_a>(index: 407)
  #endif
  case 408: return RandomTypedCase<CFixtures_r408_f, CFixtures_r408_e>(index: 408)
  #if arch(x86_64)
  case 409: return RandomTypedCase<
    CFixtures_r409_c, CFixtures_r409_d, CFixtures_r409_e, Int32, Float80,
    CFixtures_r409_a>(index: 409)
  #endif
  case 410: return RandomTypedCase<
    UnsafePointer<CChar>?, Int64, Double, UnsafeMutableRawPointer?, Int64, UInt32, CFixtures_r410_c,
    CFixtures_r410_b>(index: 410)
  #if arch(x86_64)
  case 411: return RandomTypedCase<Int64, UInt16, Float80, Int16, Float80>(index: 411)
  #endif
  case 412: return RandomTypedCase<
    Float, UInt32, CFixtures_r412_d, CFixtures_r412_f, CFixtures_r412_h, CFixtures_r412_k, UInt64,
    CFixtures_r412_m, CFixtures_r412_p, UnsafeMutableRawPointer?, CFixtures_r412_c>(index: 412)
  #if arch(x86_64)
  case 413: return RandomTypedCase<
    CFixtures_r413_e, Float80, CFixtures_r413_f, CFixtures_r413_h, CFixtures_r413_c>(index: 413)
  case 414: return RandomTypedCase<
    Float80, Int8, Float80, Float80, CFixtures_r414_c, CFixtures_r414_g, Int16, CFixtures_r414_h,
    Float80, CFixtures_r414_i, CFixtures_r414_b>(index: 414)
  #endif
  case 415: return RandomTypedCase<
    UInt64, CFixtures_r415_b, Int8, CFixtures_r415_e, CFixtures_r415_h, CFixtures_r415_k,
    CFixtures_r415_a>(index: 415)
  case 416: return RandomTypedCase<
    UnsafeMutableRawPointer?, Int16, Double, Int16, Int64, UInt16, CFixtures_r416_c,
    CFixtures_r416_d, CFixtures_r416_a>(index: 416)
  #if arch(x86_64)
  case 417: return RandomTypedCase<
    Int16, CFixtures_r417_d, CFixtures_r417_e, Float80, CFixtures_r417_j, CFixtures_r417_k,
    CFixtures_r417_l, CFixtures_r417_c>(index: 417)
  case 418: return RandomTypedCase<
    CFixtures_r418_d, Bool, CFixtures_r418_e, Int32, Float80, CFixtures_r418_f,
    CFixtures_r418_c>(index: 418)
  #endif
  case 419: return RandomTypedCase<CFixtures_r419_c, CFixtures_r419_f, CFixtures_r419_a>(index: 419)
  #if arch(x86_64)
  case 420: return RandomTypedCase<Float80, CFixtures_r420_d>(index: 420)
  #endif
  case 421: return RandomTypedCase<
    CFixtures_r421_a, CFixtures_r421_c, CFixtures_r421_e, Int64>(index: 421)
  case 422: return RandomTypedCase<
    Double, UInt8, Int8, UnsafeMutableRawPointer?, Int64, Int16, CFixtures_r422_c,
    CFixtures_r422_b>(index: 422)
  #if arch(x86_64)
  case 423: return RandomTypedCase<Int16, UInt32, Float80>(index: 423)
  case 424: return RandomTypedCase<
    Int8, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int64, Float80, UnsafePointer<CChar>?,
    CFixtures_r424_e, CFixtures_r424_i, CFixtures_r424_c>(index: 424)
  #endif
  case 425: return RandomTypedCase<
    Int64, CFixtures_r425_b, CFixtures_r425_c, CFixtures_r425_d, CFixtures_r425_f,
    CFixtures_r425_a>(index: 425)
  #if arch(x86_64)
  case 426: return RandomTypedCase<Float80, CFixtures_r426_e>(index: 426)
  #endif
  case 427: return RandomTypedCase<
    CFixtures_r427_c, UnsafeMutableRawPointer?, CFixtures_r427_e, CFixtures_r427_g, Int64,
    CFixtures_r427_h, Bool, CFixtures_r427_k, CFixtures_r427_a>(index: 427)
  case 428: return RandomTypedCase<
    Bool, UInt16, Int8, Double, UInt8, UInt64, CFixtures_r428_d, CFixtures_r428_e, CFixtures_r428_f,
    CFixtures_r428_g, CFixtures_r428_h, CFixtures_r428_c>(index: 428)
  case 429: return RandomTypedCase<
    CFixtures_r429_d, CFixtures_r429_e, Double, CFixtures_r429_h, CFixtures_r429_a>(index: 429)
  #if arch(x86_64)
  case 430: return RandomTypedCase<
    Int64, CFixtures_r430_c, UInt32, CFixtures_r430_f, CFixtures_r430_i, Float80, Int16, Bool,
    CFixtures_r430_k, UnsafeMutableRawPointer?, CFixtures_r430_b>(index: 430)
  #endif
  case 431: return RandomTypedCase<
    CFixtures_r431_b, CFixtures_r431_c, CFixtures_r431_f, CFixtures_r431_a>(index: 431)
  case 432: return RandomTypedCase<CFixtures_r432_b, CFixtures_r432_d, CFixtures_r432_a>(index: 432)
  case 433: return RandomTypedCase<
    CFixtures_r433_b, Int32, CFixtures_r433_e, CFixtures_r433_f, UnsafeMutableRawPointer?,
    CFixtures_r433_h, CFixtures_r433_i, CFixtures_r433_a>(index: 433)
  case 434: return RandomTypedCase<
    UnsafePointer<CChar>?, Double, Int8, UnsafePointer<CChar>?, UInt16, Int8, CFixtures_r434_d,
    CFixtures_r434_e, Int8, CFixtures_r434_c>(index: 434)
  case 435: return RandomTypedCase<
    CFixtures_r435_c, CFixtures_r435_d, CFixtures_r435_f, Float, CFixtures_r435_i, UInt8, Bool,
    CFixtures_r435_b>(index: 435)
  case 436: return RandomTypedCase<UInt8, CFixtures_r436_a>(index: 436)
  #if arch(x86_64)
  case 437: return RandomTypedCase<
    CFixtures_r437_e, CFixtures_r437_g, Float80, CFixtures_r437_h, Int8, Int16, CFixtures_r437_k,
    Int64, CFixtures_r437_o, CFixtures_r437_b>(index: 437)
  #endif
  case 438: return RandomTypedCase<
    CFixtures_r438_e, CFixtures_r438_g, CFixtures_r438_i, CFixtures_r438_k, CFixtures_r438_l,
    UInt16, CFixtures_r438_b>(index: 438)
  #if arch(x86_64)
  case 439: return RandomTypedCase<
    CFixtures_r439_b, CFixtures_r439_c, CFixtures_r439_f, Float80>(index: 439)
  #endif
  case 440: return RandomTypedCase<
    UInt16, UnsafeMutableRawPointer?, Int64, Int64, Int8, Double, CFixtures_r440_d, Int64,
    CFixtures_r440_e, CFixtures_r440_f, CFixtures_r440_g, CFixtures_r440_c>(index: 440)
  #if arch(x86_64)
  case 441: return RandomTypedCase<
    Float80, CFixtures_r441_c, CFixtures_r441_d, CFixtures_r441_e, CFixtures_r441_g,
    CFixtures_r441_i, CFixtures_r441_j, Int64, CFixtures_r441_l, CFixtures_r441_b>(index: 441)
  case 442: return RandomTypedCase<
    CFixtures_r442_e, CFixtures_r442_g, Float80, CFixtures_r442_b>(index: 442)
  #endif
  case 443: return RandomTypedCase<
    CFixtures_r443_b, CFixtures_r443_c, CFixtures_r443_d, CFixtures_r443_f, CFixtures_r443_g,
    CFixtures_r443_a>(index: 443)
  #if arch(x86_64)
  case 444: return RandomTypedCase<
    Float80, Bool, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, CFixtures_r444_b>(index: 444)
  #endif
  case 445: return RandomTypedCase<
    CFixtures_r445_d, CFixtures_r445_f, CFixtures_r445_g, CFixtures_r445_c>(index: 445)
  case 446: return RandomTypedCase<
    Int64, Double, Int64, Int8, UInt64, UnsafeMutableRawPointer?, CFixtures_r446_b, UInt32,
    CFixtures_r446_c, UInt32, CFixtures_r446_d, CFixtures_r446_a>(index: 446)
  case 447: return RandomTypedCase<UInt8, CFixtures_r447_a>(index: 447)
  #if arch(x86_64)
  case 448: return RandomTypedCase<
    CFixtures_r448_f, UInt16, UnsafeMutableRawPointer?, CFixtures_r448_h, Float80, Int16,
    CFixtures_r448_k, UInt64, CFixtures_r448_c>(index: 448)
  case 449: return RandomTypedCase<
    CFixtures_r449_d, CFixtures_r449_i, CFixtures_r449_j, CFixtures_r449_k, Double,
    CFixtures_r449_l, CFixtures_r449_m, Float80, CFixtures_r449_p, CFixtures_r449_q, Float80, Int64,
    CFixtures_r449_c>(index: 449)
  #endif
  case 450: return RandomTypedCase<CFixtures_r450_e, UInt32, CFixtures_r450_d>(index: 450)
  case 451: return RandomTypedCase<
    CFixtures_r451_e, CFixtures_r451_g, CFixtures_r451_i, CFixtures_r451_m, CFixtures_r451_n,
    CFixtures_r451_a>(index: 451)
  #if arch(x86_64)
  case 452: return RandomTypedCase<
    Int16, UnsafeMutableRawPointer?, UInt64, UnsafePointer<CChar>?, Double, Int16, CFixtures_r452_b,
    UnsafePointer<CChar>?, CFixtures_r452_f, Float80, CFixtures_r452_h,
    CFixtures_r452_a>(index: 452)
  case 453: return RandomTypedCase<
    Float80, CFixtures_r453_d, CFixtures_r453_e, CFixtures_r453_g, Int16, Bool, CFixtures_r453_h,
    CFixtures_r453_k, CFixtures_r453_m, CFixtures_r453_c>(index: 453)
  #endif
  case 454: return RandomTypedCase<CFixtures_r454_g, CFixtures_r454_a>(index: 454)
  #if arch(x86_64)
  case 455: return RandomTypedCase<
    CFixtures_r455_b, CFixtures_r455_c, CFixtures_r455_e, UnsafePointer<CChar>?, UInt64, UInt64,
    Float80, CFixtures_r455_a>(index: 455)
  #endif
  case 456: return RandomTypedCase<
    Float, CFixtures_r456_e, CFixtures_r456_f, CFixtures_r456_k, Int32, CFixtures_r456_n,
    CFixtures_r456_o, CFixtures_r456_q, CFixtures_r456_d>(index: 456)
  #if arch(x86_64)
  case 457: return RandomTypedCase<
    CFixtures_r457_c, CFixtures_r457_e, Float80, CFixtures_r457_g, CFixtures_r457_i,
    CFixtures_r457_k, Float80, CFixtures_r457_l, CFixtures_r457_m, UInt16,
    CFixtures_r457_a>(index: 457)
  case 458: return RandomTypedCase<
    UnsafePointer<CChar>?, UInt32, Int8, UnsafePointer<CChar>?, Bool, Double, CFixtures_r458_c,
    Int8, CFixtures_r458_f, CFixtures_r458_h, Float80, CFixtures_r458_b>(index: 458)
  case 459: return RandomTypedCase<
    Int16, UInt8, CFixtures_r459_e, Float80, CFixtures_r459_f, Bool, CFixtures_r459_g,
    CFixtures_r459_j, CFixtures_r459_l, CFixtures_r459_m, Float80, CFixtures_r459_a>(index: 459)
  case 460: return RandomTypedCase<
    CFixtures_r460_b, Int16, Float80, CFixtures_r460_c, Double, CFixtures_r460_i,
    CFixtures_r460_a>(index: 460)
  #endif
  case 461: return RandomTypedCase<
    UInt64, CFixtures_r461_d, Int64, UnsafeMutableRawPointer?, CFixtures_r461_e, Bool,
    CFixtures_r461_i, CFixtures_r461_k, UInt8, CFixtures_r461_l, CFixtures_r461_a>(index: 461)
  case 462: return RandomTypedCase<
    CFixtures_r462_f, CFixtures_r462_m, CFixtures_r462_n, Bool, Int64, Double, CFixtures_r462_p,
    UInt8, CFixtures_r462_d>(index: 462)
  #if arch(x86_64)
  case 463: return RandomTypedCase<
    UInt16, CFixtures_r463_c, CFixtures_r463_f, CFixtures_r463_i, CFixtures_r463_j, Float80,
    CFixtures_r463_k, CFixtures_r463_o, CFixtures_r463_a>(index: 463)
  #endif
  case 464: return RandomTypedCase<
    UInt16, UInt64, Double, Int8, Int64, UnsafePointer<CChar>?, CFixtures_r464_c, CFixtures_r464_d,
    UnsafeMutableRawPointer?, Float, CFixtures_r464_a>(index: 464)
  #if arch(x86_64)
  case 465: return RandomTypedCase<
    Float80, Float80, Int8, CFixtures_r465_b, CFixtures_r465_c, Float80, Float80, CFixtures_r465_e,
    CFixtures_r465_f, CFixtures_r465_a>(index: 465)
  case 466: return RandomTypedCase<
    CFixtures_r466_d, CFixtures_r466_f, CFixtures_r466_g, Bool, CFixtures_r466_h, CFixtures_r466_i,
    UnsafePointer<CChar>?, Float80, CFixtures_r466_c>(index: 466)
  #endif
  case 467: return RandomTypedCase<
    CFixtures_r467_b, UInt64, CFixtures_r467_e, CFixtures_r467_f, CFixtures_r467_g,
    CFixtures_r467_a>(index: 467)
  #if arch(x86_64)
  case 468: return RandomTypedCase<
    Float80, CFixtures_r468_e, CFixtures_r468_g, UInt16, Int32, Int8, Int32, Int16,
    CFixtures_r468_d>(index: 468)
  #endif
  case 469: return RandomTypedCase<
    CFixtures_r469_b, UInt16, CFixtures_r469_e, CFixtures_r469_g, Bool, CFixtures_r469_h,
    CFixtures_r469_k, CFixtures_r469_n, Int32, CFixtures_r469_a>(index: 469)
  case 470: return RandomTypedCase<
    Double, Int16, UInt16, Bool, Int8, Int16, CFixtures_r470_b, CFixtures_r470_c,
    CFixtures_r470_a>(index: 470)
  #if arch(x86_64)
  case 471: return RandomTypedCase<
    CFixtures_r471_d, UInt8, CFixtures_r471_e, Float80, CFixtures_r471_h, CFixtures_r471_i, UInt16,
    Int64, CFixtures_r471_k, CFixtures_r471_a>(index: 471)
  case 472: return RandomTypedCase<
    Float80, Int8, UnsafeMutableRawPointer?, CFixtures_r472_b>(index: 472)
  #endif
  case 473: return RandomTypedCase<
    CFixtures_r473_b, CFixtures_r473_f, UInt16, CFixtures_r473_g, Bool,
    CFixtures_r473_a>(index: 473)
  case 474: return RandomTypedCase<
    Int16, Int16, Double, Int32, CFixtures_r474_e, UInt8, CFixtures_r474_c>(index: 474)
  #if arch(x86_64)
  case 475: return RandomTypedCase<
    CFixtures_r475_a, CFixtures_r475_b, UnsafePointer<CChar>?, Int64, Float80>(index: 475)
  case 476: return RandomTypedCase<
    UInt64, UInt64, Double, Int32, Int16, UInt64, CFixtures_r476_c, Int32, Bool, Float80,
    CFixtures_r476_b>(index: 476)
  #endif
  case 477: return RandomTypedCase<CFixtures_r477_b, UInt8, CFixtures_r477_a>(index: 477)
  #if arch(x86_64)
  case 478: return RandomTypedCase<CFixtures_r478_c, Float80, CFixtures_r478_b>(index: 478)
  case 479: return RandomTypedCase<
    CFixtures_r479_b, CFixtures_r479_d, Float80, CFixtures_r479_g, CFixtures_r479_h, Bool, UInt32,
    Bool, CFixtures_r479_j, Float80, CFixtures_r479_a>(index: 479)
  #endif
  case 480: return RandomTypedCase<
    Double, Int8, UInt32, CFixtures_r480_c, CFixtures_r480_b>(index: 480)
  #if arch(x86_64)
  case 481: return RandomTypedCase<
    Int16, CFixtures_r481_a, Double, Float80, UInt64, Int8, CFixtures_r481_e, CFixtures_r481_f,
    Float, Float80, CFixtures_r481_k, UInt16>(index: 481)
  #endif
  case 482: return RandomTypedCase<
    Int8, UInt16, Int32, UInt64, UInt16, Double, CFixtures_r482_d, CFixtures_r482_g,
    CFixtures_r482_h, UInt16, UInt8, CFixtures_r482_c>(index: 482)
  case 483: return RandomTypedCase<
    CFixtures_r483_e, CFixtures_r483_f, UInt16, CFixtures_r483_g, CFixtures_r483_b>(index: 483)
  case 484: return RandomTypedCase<
    CFixtures_r484_d, CFixtures_r484_g, UnsafePointer<CChar>?, CFixtures_r484_a>(index: 484)
  #if arch(x86_64)
  case 485: return RandomTypedCase<
    UInt8, CFixtures_r485_d, CFixtures_r485_e, Float80, CFixtures_r485_f,
    CFixtures_r485_a>(index: 485)
  case 486: return RandomTypedCase<Float80, CFixtures_r486_f, CFixtures_r486_c>(index: 486)
  #endif
  case 487: return RandomTypedCase<
    CFixtures_r487_g, CFixtures_r487_h, Int8, CFixtures_r487_m, CFixtures_r487_f>(index: 487)
  case 488: return RandomTypedCase<
    Int16, UnsafeMutableRawPointer?, Int8, Double, Int8, Int32, CFixtures_r488_d,
    CFixtures_r488_c>(index: 488)
  case 489: return RandomTypedCase<
    CFixtures_r489_e, Bool, CFixtures_r489_h, CFixtures_r489_j, UInt16, Int16, CFixtures_r489_k,
    Bool, UInt32, CFixtures_r489_c>(index: 489)
  #if arch(x86_64)
  case 490: return RandomTypedCase<
    CFixtures_r490_b, CFixtures_r490_e, CFixtures_r490_h, CFixtures_r490_k, CFixtures_r490_p,
    UnsafePointer<CChar>?, Float80, CFixtures_r490_r, CFixtures_r490_t, CFixtures_r490_v,
    CFixtures_r490_a>(index: 490)
  case 491: return RandomTypedCase<
    Float80, Float80, CFixtures_r491_b, CFixtures_r491_d, CFixtures_r491_e, CFixtures_r491_h,
    Double, CFixtures_r491_a>(index: 491)
  #endif
  case 492: return RandomTypedCase<
    Float, CFixtures_r492_e, UnsafePointer<CChar>?, CFixtures_r492_f, CFixtures_r492_a>(index: 492)
  case 493: return RandomTypedCase<
    UnsafePointer<CChar>?, Int32, CFixtures_r493_g, CFixtures_r493_h, CFixtures_r493_j,
    CFixtures_r493_c>(index: 493)
  case 494: return RandomTypedCase<
    Double, UnsafeMutableRawPointer?, Int32, UInt32, UnsafePointer<CChar>?, UInt16,
    CFixtures_r494_c, CFixtures_r494_d, CFixtures_r494_g, CFixtures_r494_b>(index: 494)
  #if arch(x86_64)
  case 495: return RandomTypedCase<Float80, CFixtures_r495_b, CFixtures_r495_a>(index: 495)
  #endif
  case 496: return RandomTypedCase<CFixtures_r496_d, CFixtures_r496_g, CFixtures_r496_c>(index: 496)
  case 497: return RandomTypedCase<
    CFixtures_r497_b, CFixtures_r497_e, CFixtures_r497_f, CFixtures_r497_g, CFixtures_r497_h,
    UInt64, UInt8, CFixtures_r497_k, CFixtures_r497_n, Int8, CFixtures_r497_o, Int64>(index: 497)
  case 498: return RandomTypedCase<CFixtures_r498_b, CFixtures_r498_a>(index: 498)
  #if arch(x86_64)
  case 499: return RandomTypedCase<
    Float80, Int32, CFixtures_r499_d, UInt16, Int64, CFixtures_r499_e, CFixtures_r499_i, Float,
    CFixtures_r499_l, CFixtures_r499_m, CFixtures_r499_n, CFixtures_r499_b>(index: 499)
  #endif
  case 500: return RandomTypedCase<
    UInt16, Int32, Double, Bool, Int32, UnsafePointer<CChar>?, CFixtures_r500_b, CFixtures_r500_c,
    Int8, CFixtures_r500_e, CFixtures_r500_h, CFixtures_r500_a>(index: 500)
  #if arch(x86_64)
  case 501: return RandomTypedCase<
    CFixtures_r501_f, UInt32, CFixtures_r501_h, CFixtures_r501_i, Int16, UInt64, Float80, Int32,
    CFixtures_r501_j, UnsafePointer<CChar>?, UInt8, CFixtures_r501_c>(index: 501)
  #endif
  case 502: return RandomTypedCase<
    CFixtures_r502_c, Float, CFixtures_r502_d, Double, CFixtures_r502_e, CFixtures_r502_f, UInt32,
    CFixtures_r502_i, CFixtures_r502_b>(index: 502)
  case 503: return RandomTypedCase<
    CFixtures_r503_c, UInt32, CFixtures_r503_e, CFixtures_r503_a>(index: 503)
  case 504: return RandomTypedCase<CFixtures_r504_b>(index: 504)
  case 505: return RandomTypedCase<CFixtures_r505_f, CFixtures_r505_i, CFixtures_r505_e>(index: 505)
  #if arch(x86_64)
  case 506: return RandomTypedCase<
    Int8, UInt8, UInt8, Double, UInt8, Int16, CFixtures_r506_b, Float80,
    CFixtures_r506_a>(index: 506)
  case 507: return RandomTypedCase<
    Int8, Int32, CFixtures_r507_h, UInt8, Float80, Float80, CFixtures_r507_i,
    CFixtures_r507_g>(index: 507)
  case 508: return RandomTypedCase<
    UInt32, Int32, CFixtures_r508_d, CFixtures_r508_e, UInt8, Float80, CFixtures_r508_b>(index: 508)
  #endif
  case 509: return RandomTypedCase<
    CFixtures_r509_d, CFixtures_r509_f, Int64, CFixtures_r509_i, CFixtures_r509_j, CFixtures_r509_m,
    Int64, CFixtures_r509_c>(index: 509)
  #if arch(x86_64)
  case 510: return RandomTypedCase<Float80, CFixtures_r510_a>(index: 510)
  case 511: return RandomTypedCase<
    CFixtures_r511_b, CFixtures_r511_c, CFixtures_r511_e, CFixtures_r511_h, Float80, UInt8,
    CFixtures_r511_a>(index: 511)
  #endif
  case 512: return RandomTypedCase<
    UInt16, Double, Int8, Int32, Int32, UInt16, CFixtures_r512_d, CFixtures_r512_e,
    CFixtures_r512_c>(index: 512)
  case 513: return RandomTypedCase<
    CFixtures_r513_c, Int64, CFixtures_r513_g, UnsafeMutableRawPointer?, CFixtures_r513_i, Int32,
    UInt64, CFixtures_r513_m, CFixtures_r513_o, Bool, CFixtures_r513_p,
    CFixtures_r513_a>(index: 513)
  case 514: return RandomTypedCase<
    CFixtures_r514_d, CFixtures_r514_e, CFixtures_r514_f, CFixtures_r514_a>(index: 514)
  case 515: return RandomTypedCase<CFixtures_r515_c, CFixtures_r515_d, CFixtures_r515_a>(index: 515)
  case 516: return RandomTypedCase<CFixtures_r516_b, CFixtures_r516_a>(index: 516)
  case 517: return RandomTypedCase<
    CFixtures_r517_d, CFixtures_r517_e, CFixtures_r517_f, CFixtures_r517_h,
    CFixtures_r517_b>(index: 517)
  case 518: return RandomTypedCase<
    Double, Bool, UInt8, UInt32, UInt8, UInt8, CFixtures_r518_b, UInt64, CFixtures_r518_c,
    CFixtures_r518_d, CFixtures_r518_a>(index: 518)
  #if arch(x86_64)
  case 519: return RandomTypedCase<
    CFixtures_r519_d, UInt8, CFixtures_r519_f, Float80, CFixtures_r519_h, Bool, UInt8,
    CFixtures_r519_a>(index: 519)
  #endif
  default: return nil
  }
}
