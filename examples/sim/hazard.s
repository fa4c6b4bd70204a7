// gcnkit sim --mcpu gfx900 --state examples/sim/hazard.state.json --dump 0x1100:8 --dump 0x1200:8 --json examples/sim/hazard.s
// GCN 1.4 (gfx900): two missing waits, reported as hazards; the results show what went wrong.
s_load_dwordx4 s[8:11], s[0:1], 0x0                     // line 3: V# (base 0x1000, 1 KiB)
s_waitcnt lgkmcnt(0)
s_load_dword s12, s[0:1], 0x10                          // line 5: SOFFSET = 0x40
buffer_load_dword v1, v0, s[8:11], s12 offen            // line 6: HAZARD s12, no wait: still 0 here
s_waitcnt lgkmcnt(0)
buffer_load_dword v2, v0, s[8:11], s12 offen offset:4   // line 8: now with s12 = 0x40
s_waitcnt vmcnt(1)                                      // buffer ops complete in order: v1 only
buffer_store_dword v1, v0, s[8:11], 0 offen offset:256  // line 10: fine
buffer_store_dword v2, v0, s[8:11], 0 offen offset:512  // line 11: HAZARD v2, needs vmcnt(1) here
s_endpgm
