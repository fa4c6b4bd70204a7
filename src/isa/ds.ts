// DS: LDS and GDS access (two dwords), GCN 1.0-1.4. Every row and opcode was read back from
// llvm-mc 19's own bytes on tahiti/bonaire/tonga/gfx900 (scripts/harvest-ds, data in
// docs/llvm-mc/ds/), the operand shapes too (which field each operand of the text lands in).
import type { AtomicOp, DataType, DsForm, EncodingTable, InstrDef, Kind, OperandSpec } from './types.js';
import { familyCells, lazyTable, forGens, KINDS, makeLayouts, parseFamilyCell, parseOpcodes, TYPES, withFacts } from './table.js';
import { spec } from './operand-spec.js';
import { dataSpec } from './memory-profiles.js';
import type { Gen } from './gens.js';
import { CLRX_DS_ROWS } from './clrx-rows.js';

// The GDS bit and the opcode move down by one bit between GCN 1.1 and 1.2 (SI/CI manuals: GDS
// bit 17, OP 25:18; GCN3/Vega: GDS bit 16, OP 24:17, bit 25 reserved).
const DS_HI = ' | addr 32-39 | data0 40-47 | data1 48-55 | vdst 56-63';
const LAYOUTS = {
  ...forGens(['gcn1.0', 'gcn1.1'], { dwords: 2, opFields: 'op', bits: 'offset0 0-7 | offset1 8-15 | - 16 | gds 17 | op 18-25 | enc 26-31 =0b110110' + DS_HI }),
  ...forGens(['gcn1.2', 'gcn1.4'], { dwords: 2, opFields: 'op', bits: 'offset0 0-7 | offset1 8-15 | gds 16 | op 17-24 | - 25 | enc 26-31 =0b110110' + DS_HI }),
  // CDNA 2 and 3: bit 25 is ACC (the data registers are AGPRs).
  gfx90a: { dwords: 2 as const, opFields: 'op', bits: 'offset0 0-7 | offset1 8-15 | gds 16 | op 17-24 | acc 25 | enc 26-31 =0b110110' + DS_HI },
};

/** Registers of one data element (DATA0, DATA1; VDST but for the two-address forms). */
const ELEM: Partial<Record<DataType, 1 | 2 | 3 | 4>> = { b64: 2, b96: 3, b128: 4 };

/** The atomic operation a DS mnemonic names (ds_min_rtn_i32 -> smin, ds_wrxchg2_rtn_b64 -> swap). */
function atomicOf(name: string): AtomicOp {
  const m = /^ds_((?:pk_)?[a-z]+?(?:32)?)(?:2(?:st64)?)?(?:_rtn|_src2)?_(bf|[biuf])(\d+)$/.exec(name);
  if (!m) throw new Error(`DS ${name}: no atomic operation in the name`);
  const [, base, t] = m;
  const ops: Readonly<Record<string, AtomicOp>> = {
    pk_add: t === 'bf' ? 'pk_fadd_bf16' : 'pk_fadd16',
    add: t === 'f' ? 'fadd' : 'add', sub: 'sub', rsub: 'rsub', inc: 'inc', dec: 'dec',
    min: t === 'f' ? 'fmin' : t === 'i' ? 'smin' : 'umin', max: t === 'f' ? 'fmax' : t === 'i' ? 'smax' : 'umax',
    and: 'and', or: 'or', xor: 'xor', mskor: 'mskor', wrxchg: 'swap', write: 'swap', cmpst: t === 'f' ? 'fcmpswap' : 'cmpswap',
    wrap: 'wrap', condxchg32: 'condxchg',
  };
  const op = ops[base];
  if (!op) throw new Error(`DS ${name}: unknown atomic ${base}`);
  return op;
}

/** The operand profile of a DS row, from its shape letters, data type and gds column. */
function dsOperands(name: string, ds: DsForm, elem: 1 | 2 | 3 | 4): OperandSpec[] {
  const two = ds.shape.endsWith('2');
  const out: OperandSpec[] = [];
  for (const ch of ds.shape.replace(/[-2]/g, '')) {
    if (ch === 'v') out.push(dataSpec('vreg', 'vdst', { regs: two ? (2 * elem) as 2 | 4 : elem }));
    else if (ch === 'a') out.push(spec('vreg', 'addr'));
    else if (ch === 'x' || ch === 'y') out.push(dataSpec('vreg', ch === 'x' ? 'data0' : 'data1', { regs: elem }));
    else throw new Error(`DS ${name}: bad shape ${ds.shape}`);
  }
  // ds_nop takes no modifier at all; every other row an offset (llvm-mc wants it before gds).
  if (name !== 'ds_nop') {
    if (two) out.push(spec('dsoff8', 'offset0', { optional: true, mod: true }), spec('dsoff8', 'offset1', { optional: true, mod: true }));
    else out.push(spec('dsoff', 'offset0', { optional: true, mod: true, written: 'offset', fmt: name === 'ds_swizzle_b32' ? 'swizzle' : 'none' }));
  }
  if (ds.gds !== 'no') out.push(spec('flag', 'gds', { optional: ds.gds === 'opt' }));
  return out;
}

/**
 * Rows: name kind type shape gds op(1.0) op(1.1) op(1.2) op(1.4) (see DsForm for shape and gds),
 * then named cells op:FAMILY=KEY; the generated rows, then CDNA_ROWS, with CDNA_CELLS added.
 */
function makeDsTable(generated: string): EncodingTable {
  const text = generated + CDNA_ROWS;
  const layouts = makeLayouts('DS', LAYOUTS);
  const extra = familyCells('DS', layouts, CDNA_CELLS);
  const instrs: InstrDef[] = [];
  // LLVM's rows and then CLRX's own (src/isa/clrx-rows.ts).
  for (const raw of (text + CLRX_DS_ROWS).split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const c = line.split(/\s+/);
    // A tenth cell "clrx:only": an instruction only CLRX has (src/isa/clrx-rows.ts); else named cells op:FAMILY=KEY.
    const clrxOnly = c[9] === 'clrx:only';
    if (c.length < 9) throw new Error(`DS: row needs 9 columns: "${line}"`);
    const [name, kind, type, shape, gds] = c;
    if (!KINDS.has(kind)) throw new Error(`DS ${name}: unknown kind ${kind}`);
    const atomicBits = type === 'a32' ? 32 : type === 'a64' ? 64 : 0;
    if (!atomicBits && !TYPES.has(type)) throw new Error(`DS ${name}: unknown type ${type}`);
    if (gds !== 'opt' && gds !== 'req' && gds !== 'no') throw new Error(`DS ${name}: gds is opt/req/no`);
    const ds: DsForm = { shape, gds, st64: name.includes('2st64'), src2: name.includes('_src2_') };
    const elem = atomicBits ? (atomicBits / 32) as 1 | 2 : ELEM[type as DataType] ?? 1;
    const row = {
      name, enc: 'DS' as const, kind: kind as Kind, type: atomicBits ? 'none' as DataType : type as DataType,
      atomicBits: atomicBits as 0 | 32 | 64, ...(atomicBits ? { atomic: atomicOf(name) } : {}),
      sbase: 0 as const, segment: 'flat' as const, opcodes: { ...parseOpcodes('DS', name, layouts, c.slice(5, 9)), ...named(c.slice(clrxOnly ? 10 : 9)), ...extra.get(name) },
      operands: dsOperands(name, ds, elem), ds, ...(clrxOnly ? { clrxOnly } : {}),
    };
    instrs.push(withFacts(row, layouts));
  }
  return { name: 'DS', layouts, instrs };
}

// CDNA 2 (gfx90a) and 3 (gfx940), from llvm-mc 19 (test/vectors/cdna-opcodes.tsv): the rows they
// add (named cells after the columns) and the generated rows they drop (the src2 forms, ds_ordered_count).
const CDNA_ROWS = `
# name                     kind    type    shape  gds  gcn1.0 gcn1.1 gcn1.2 gcn1.4
ds_add_f64                 atomic  a64     ax     no   -      -      -      -      op:GFX90A=0x5c
ds_add_rtn_f64             atomic  a64     vax    no   -      -      -      -      op:GFX90A=0x7c
ds_pk_add_f16              atomic  a32     ax     no   -      -      -      -      op:GFX940=0x17
ds_pk_add_bf16             atomic  a32     ax     no   -      -      -      -      op:GFX940=0x18
ds_pk_add_rtn_f16          atomic  a32     vax    no   -      -      -      -      op:GFX940=0xb7
ds_pk_add_rtn_bf16         atomic  a32     vax    no   -      -      -      -      op:GFX940=0xb8
`;
const CDNA_CELLS = ['add_f32', 'add_u32', 'add_u64', 'and_b32', 'and_b64', 'dec_u32', 'dec_u64', 'inc_u32', 'inc_u64',
  'max_f32', 'max_f64', 'max_i32', 'max_i64', 'max_u32', 'max_u64', 'min_f32', 'min_f64', 'min_i32', 'min_i64', 'min_u32',
  'min_u64', 'or_b32', 'or_b64', 'rsub_u32', 'rsub_u64', 'sub_u32', 'sub_u64', 'write_b32', 'write_b64', 'xor_b32', 'xor_b64',
].map((op) => `ds_${op.replace('_', '_src2_')} op:GFX90A=-`)
  // ds_ordered_count needs GDS, which CDNA 2 and 3 lack (llvm-mc 19 -mcpu=gfx90a: "instruction not supported on this GPU").
  .concat('ds_ordered_count op:GFX90A=-').join('\n');

/** A row's named cells after its columns. */
function named(tokens: readonly string[]): Partial<Record<Gen, number>> {
  const out: Partial<Record<Gen, number>> = {};
  for (const t of tokens) {
    const cell = parseFamilyCell('DS', t, makeLayouts('DS', LAYOUTS), t);
    if (!cell) throw new Error(`DS: "${t}" is not an op:FAMILY=KEY cell`);
    out[cell[0]] = cell[1];
  }
  return out;
}

// Generated by npm run harvest (scripts/table-rows.ts) from docs/llvm-mc/ds/ds.tsv: do not edit.
export const DS = lazyTable('DS', () => makeDsTable(`
# name                     kind    type    shape  gds  gcn1.0 gcn1.1 gcn1.2 gcn1.4
ds_add_f32                 atomic  a32     ax     opt  -      -      0x15   0x15
ds_add_rtn_f32             atomic  a32     vax    opt  -      -      0x35   0x35
ds_add_rtn_u32             atomic  a32     vax    opt  0x20   0x20   0x20   0x20
ds_add_rtn_u64             atomic  a64     vax    opt  0x60   0x60   0x60   0x60
ds_add_src2_f32            atomic  a32     a      opt  -      -      0x95   0x95
ds_add_src2_u32            atomic  a32     a      opt  0x80   0x80   0x80   0x80
ds_add_src2_u64            atomic  a64     a      opt  0xc0   0xc0   0xc0   0xc0
ds_add_u32                 atomic  a32     ax     opt  0x00   0x00   0x00   0x00
ds_add_u64                 atomic  a64     ax     opt  0x40   0x40   0x40   0x40
ds_and_b32                 atomic  a32     ax     opt  0x09   0x09   0x09   0x09
ds_and_b64                 atomic  a64     ax     opt  0x49   0x49   0x49   0x49
ds_and_rtn_b32             atomic  a32     vax    opt  0x29   0x29   0x29   0x29
ds_and_rtn_b64             atomic  a64     vax    opt  0x69   0x69   0x69   0x69
ds_and_src2_b32            atomic  a32     a      opt  0x89   0x89   0x89   0x89
ds_and_src2_b64            atomic  a64     a      opt  0xc9   0xc9   0xc9   0xc9
ds_append                  gds     b32     v      opt  0x3e   0x3e   0xbe   0xbe
ds_bpermute_b32            lane    b32     vax    no   -      -      0x3f   0x3f
ds_cmpst_b32               atomic  a32     axy    opt  0x10   0x10   0x10   0x10
ds_cmpst_b64               atomic  a64     axy    opt  0x50   0x50   0x50   0x50
ds_cmpst_f32               atomic  a32     axy    opt  0x11   0x11   0x11   0x11
ds_cmpst_f64               atomic  a64     axy    opt  0x51   0x51   0x51   0x51
ds_cmpst_rtn_b32           atomic  a32     vaxy   opt  0x30   0x30   0x30   0x30
ds_cmpst_rtn_b64           atomic  a64     vaxy   opt  0x70   0x70   0x70   0x70
ds_cmpst_rtn_f32           atomic  a32     vaxy   opt  0x31   0x31   0x31   0x31
ds_cmpst_rtn_f64           atomic  a64     vaxy   opt  0x71   0x71   0x71   0x71
ds_condxchg32_rtn_b64      atomic  a64     vax    opt  -      0x7e   0x7e   0x7e
ds_consume                 gds     b32     v      opt  0x3d   0x3d   0xbd   0xbd
ds_dec_rtn_u32             atomic  a32     vax    opt  0x24   0x24   0x24   0x24
ds_dec_rtn_u64             atomic  a64     vax    opt  0x64   0x64   0x64   0x64
ds_dec_src2_u32            atomic  a32     a      opt  0x84   0x84   0x84   0x84
ds_dec_src2_u64            atomic  a64     a      opt  0xc4   0xc4   0xc4   0xc4
ds_dec_u32                 atomic  a32     ax     opt  0x04   0x04   0x04   0x04
ds_dec_u64                 atomic  a64     ax     opt  0x44   0x44   0x44   0x44
ds_gws_barrier             gds     none    a      req  0x1d   0x1d   0x9d   0x9d
ds_gws_init                gds     none    a      req  0x19   0x19   0x99   0x99
ds_gws_sema_br             gds     none    a      req  0x1b   0x1b   0x9b   0x9b
ds_gws_sema_p              gds     none    -      req  0x1c   0x1c   0x9c   0x9c
ds_gws_sema_release_all    gds     none    -      req  -      0x18   0x98   0x98
ds_gws_sema_v              gds     none    -      req  0x1a   0x1a   0x9a   0x9a
ds_inc_rtn_u32             atomic  a32     vax    opt  0x23   0x23   0x23   0x23
ds_inc_rtn_u64             atomic  a64     vax    opt  0x63   0x63   0x63   0x63
ds_inc_src2_u32            atomic  a32     a      opt  0x83   0x83   0x83   0x83
ds_inc_src2_u64            atomic  a64     a      opt  0xc3   0xc3   0xc3   0xc3
ds_inc_u32                 atomic  a32     ax     opt  0x03   0x03   0x03   0x03
ds_inc_u64                 atomic  a64     ax     opt  0x43   0x43   0x43   0x43
ds_max_f32                 atomic  a32     ax     opt  0x13   0x13   0x13   0x13
ds_max_f64                 atomic  a64     ax     opt  0x53   0x53   0x53   0x53
ds_max_i32                 atomic  a32     ax     opt  0x06   0x06   0x06   0x06
ds_max_i64                 atomic  a64     ax     opt  0x46   0x46   0x46   0x46
ds_max_rtn_f32             atomic  a32     vax    opt  0x33   0x33   0x33   0x33
ds_max_rtn_f64             atomic  a64     vax    opt  0x73   0x73   0x73   0x73
ds_max_rtn_i32             atomic  a32     vax    opt  0x26   0x26   0x26   0x26
ds_max_rtn_i64             atomic  a64     vax    opt  0x66   0x66   0x66   0x66
ds_max_rtn_u32             atomic  a32     vax    opt  0x28   0x28   0x28   0x28
ds_max_rtn_u64             atomic  a64     vax    opt  0x68   0x68   0x68   0x68
ds_max_src2_f32            atomic  a32     a      opt  0x93   0x93   0x93   0x93
ds_max_src2_f64            atomic  a64     a      opt  0xd3   0xd3   0xd3   0xd3
ds_max_src2_i32            atomic  a32     a      opt  0x86   0x86   0x86   0x86
ds_max_src2_i64            atomic  a64     a      opt  0xc6   0xc6   0xc6   0xc6
ds_max_src2_u32            atomic  a32     a      opt  0x88   0x88   0x88   0x88
ds_max_src2_u64            atomic  a64     a      opt  0xc8   0xc8   0xc8   0xc8
ds_max_u32                 atomic  a32     ax     opt  0x08   0x08   0x08   0x08
ds_max_u64                 atomic  a64     ax     opt  0x48   0x48   0x48   0x48
ds_min_f32                 atomic  a32     ax     opt  0x12   0x12   0x12   0x12
ds_min_f64                 atomic  a64     ax     opt  0x52   0x52   0x52   0x52
ds_min_i32                 atomic  a32     ax     opt  0x05   0x05   0x05   0x05
ds_min_i64                 atomic  a64     ax     opt  0x45   0x45   0x45   0x45
ds_min_rtn_f32             atomic  a32     vax    opt  0x32   0x32   0x32   0x32
ds_min_rtn_f64             atomic  a64     vax    opt  0x72   0x72   0x72   0x72
ds_min_rtn_i32             atomic  a32     vax    opt  0x25   0x25   0x25   0x25
ds_min_rtn_i64             atomic  a64     vax    opt  0x65   0x65   0x65   0x65
ds_min_rtn_u32             atomic  a32     vax    opt  0x27   0x27   0x27   0x27
ds_min_rtn_u64             atomic  a64     vax    opt  0x67   0x67   0x67   0x67
ds_min_src2_f32            atomic  a32     a      opt  0x92   0x92   0x92   0x92
ds_min_src2_f64            atomic  a64     a      opt  0xd2   0xd2   0xd2   0xd2
ds_min_src2_i32            atomic  a32     a      opt  0x85   0x85   0x85   0x85
ds_min_src2_i64            atomic  a64     a      opt  0xc5   0xc5   0xc5   0xc5
ds_min_src2_u32            atomic  a32     a      opt  0x87   0x87   0x87   0x87
ds_min_src2_u64            atomic  a64     a      opt  0xc7   0xc7   0xc7   0xc7
ds_min_u32                 atomic  a32     ax     opt  0x07   0x07   0x07   0x07
ds_min_u64                 atomic  a64     ax     opt  0x47   0x47   0x47   0x47
ds_mskor_b32               atomic  a32     axy    opt  0x0c   0x0c   0x0c   0x0c
ds_mskor_b64               atomic  a64     axy    opt  0x4c   0x4c   0x4c   0x4c
ds_mskor_rtn_b32           atomic  a32     vaxy   opt  0x2c   0x2c   0x2c   0x2c
ds_mskor_rtn_b64           atomic  a64     vaxy   opt  0x6c   0x6c   0x6c   0x6c
ds_nop                     nop     none    -      no   -      0x14   0x14   0x14
ds_or_b32                  atomic  a32     ax     opt  0x0a   0x0a   0x0a   0x0a
ds_or_b64                  atomic  a64     ax     opt  0x4a   0x4a   0x4a   0x4a
ds_or_rtn_b32              atomic  a32     vax    opt  0x2a   0x2a   0x2a   0x2a
ds_or_rtn_b64              atomic  a64     vax    opt  0x6a   0x6a   0x6a   0x6a
ds_or_src2_b32             atomic  a32     a      opt  0x8a   0x8a   0x8a   0x8a
ds_or_src2_b64             atomic  a64     a      opt  0xca   0xca   0xca   0xca
ds_ordered_count           gds     b32     va     req  0x3f   0x3f   0xbf   0xbf
ds_permute_b32             lane    b32     vax    no   -      -      0x3e   0x3e
ds_read2_b32               load    b32     va2    opt  0x37   0x37   0x37   0x37
ds_read2_b64               load    b64     va2    opt  0x77   0x77   0x77   0x77
ds_read2st64_b32           load    b32     va2    opt  0x38   0x38   0x38   0x38
ds_read2st64_b64           load    b64     va2    opt  0x78   0x78   0x78   0x78
ds_read_addtid_b32         load    b32     v      opt  -      -      -      0xb6
ds_read_b128               load    b128    va     opt  -      0xff   0xff   0xff
ds_read_b32                load    b32     va     opt  0x36   0x36   0x36   0x36
ds_read_b64                load    b64     va     opt  0x76   0x76   0x76   0x76
ds_read_b96                load    b96     va     opt  -      0xfe   0xfe   0xfe
ds_read_i16                load    i16     va     opt  0x3b   0x3b   0x3b   0x3b
ds_read_i8                 load    i8      va     opt  0x39   0x39   0x39   0x39
ds_read_i8_d16             load    i8.lo   va     opt  -      -      -      0x58
ds_read_i8_d16_hi          load    i8.hi   va     opt  -      -      -      0x59
ds_read_u16                load    u16     va     opt  0x3c   0x3c   0x3c   0x3c
ds_read_u16_d16            load    b16.lo  va     opt  -      -      -      0x5a
ds_read_u16_d16_hi         load    b16.hi  va     opt  -      -      -      0x5b
ds_read_u8                 load    u8      va     opt  0x3a   0x3a   0x3a   0x3a
ds_read_u8_d16             load    u8.lo   va     opt  -      -      -      0x56
ds_read_u8_d16_hi          load    u8.hi   va     opt  -      -      -      0x57
ds_rsub_rtn_u32            atomic  a32     vax    opt  0x22   0x22   0x22   0x22
ds_rsub_rtn_u64            atomic  a64     vax    opt  0x62   0x62   0x62   0x62
ds_rsub_src2_u32           atomic  a32     a      opt  0x82   0x82   0x82   0x82
ds_rsub_src2_u64           atomic  a64     a      opt  0xc2   0xc2   0xc2   0xc2
ds_rsub_u32                atomic  a32     ax     opt  0x02   0x02   0x02   0x02
ds_rsub_u64                atomic  a64     ax     opt  0x42   0x42   0x42   0x42
ds_sub_rtn_u32             atomic  a32     vax    opt  0x21   0x21   0x21   0x21
ds_sub_rtn_u64             atomic  a64     vax    opt  0x61   0x61   0x61   0x61
ds_sub_src2_u32            atomic  a32     a      opt  0x81   0x81   0x81   0x81
ds_sub_src2_u64            atomic  a64     a      opt  0xc1   0xc1   0xc1   0xc1
ds_sub_u32                 atomic  a32     ax     opt  0x01   0x01   0x01   0x01
ds_sub_u64                 atomic  a64     ax     opt  0x41   0x41   0x41   0x41
ds_swizzle_b32             lane    b32     va     opt  0x35   0x35   0x3d   0x3d
ds_wrap_rtn_b32            atomic  a32     vaxy   opt  -      0x34   0x34   0x34
ds_write2_b32              store   b32     axy2   opt  0x0e   0x0e   0x0e   0x0e
ds_write2_b64              store   b64     axy2   opt  0x4e   0x4e   0x4e   0x4e
ds_write2st64_b32          store   b32     axy2   opt  0x0f   0x0f   0x0f   0x0f
ds_write2st64_b64          store   b64     axy2   opt  0x4f   0x4f   0x4f   0x4f
ds_write_addtid_b32        store   b32     x      opt  -      -      -      0x1d
ds_write_b128              store   b128    ax     opt  -      0xdf   0xdf   0xdf
ds_write_b16               store   b16     ax     opt  0x1f   0x1f   0x1f   0x1f
ds_write_b16_d16_hi        store   b16.hi  ax     opt  -      -      -      0x55
ds_write_b32               store   b32     ax     opt  0x0d   0x0d   0x0d   0x0d
ds_write_b64               store   b64     ax     opt  0x4d   0x4d   0x4d   0x4d
ds_write_b8                store   b8      ax     opt  0x1e   0x1e   0x1e   0x1e
ds_write_b8_d16_hi         store   b8.hi   ax     opt  -      -      -      0x54
ds_write_b96               store   b96     ax     opt  -      0xde   0xde   0xde
ds_write_src2_b32          atomic  a32     a      opt  0x8d   0x8d   0x8d   0x8d
ds_write_src2_b64          atomic  a64     a      opt  0xcd   0xcd   0xcd   0xcd
ds_wrxchg2_rtn_b32         atomic  a32     vaxy2  opt  0x2e   0x2e   0x2e   0x2e
ds_wrxchg2_rtn_b64         atomic  a64     vaxy2  opt  0x6e   0x6e   0x6e   0x6e
ds_wrxchg2st64_rtn_b32     atomic  a32     vaxy2  opt  0x2f   0x2f   0x2f   0x2f
ds_wrxchg2st64_rtn_b64     atomic  a64     vaxy2  opt  0x6f   0x6f   0x6f   0x6f
ds_wrxchg_rtn_b32          atomic  a32     vax    opt  0x2d   0x2d   0x2d   0x2d
ds_wrxchg_rtn_b64          atomic  a64     vax    opt  0x6d   0x6d   0x6d   0x6d
ds_xor_b32                 atomic  a32     ax     opt  0x0b   0x0b   0x0b   0x0b
ds_xor_b64                 atomic  a64     ax     opt  0x4b   0x4b   0x4b   0x4b
ds_xor_rtn_b32             atomic  a32     vax    opt  0x2b   0x2b   0x2b   0x2b
ds_xor_rtn_b64             atomic  a64     vax    opt  0x6b   0x6b   0x6b   0x6b
ds_xor_src2_b32            atomic  a32     a      opt  0x8b   0x8b   0x8b   0x8b
ds_xor_src2_b64            atomic  a64     a      opt  0xcb   0xcb   0xcb   0xcb
`));
