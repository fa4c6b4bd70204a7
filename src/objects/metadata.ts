// The code object's notes: the msgpack metadata (NT_AMDGPU_METADATA, code object v3+) as the
// YAML of an `.amdgpu_metadata` block, and back; and the code object v2 notes Mesa writes.
// msgpack and YAML are done by maintained libraries (@msgpack/msgpack, yaml), not by hand.
import { decode as msgpackDecode, encode as msgpackEncode } from '@msgpack/msgpack';
import { parse as yamlParse, stringify as yamlStringify } from 'yaml';
import type { ElfNote } from './elf.js';

export const NT_AMDGPU_METADATA = 32;
/** Code object v2 notes (owner "AMD"). */
export const NT_AMD_HSA_CODE_OBJECT_VERSION = 1;
export const NT_AMD_HSA_HSAIL = 2;
export const NT_AMD_HSA_ISA_VERSION = 3;
export const NT_AMD_HSA_METADATA = 10;
export const NT_AMD_HSA_ISA_NAME = 11;
export const NT_AMD_PAL_METADATA = 12;

/** The metadata note's msgpack, decoded. */
export function metadataDecode(desc: Uint8Array): unknown {
  return msgpackDecode(desc);
}

/** Decoded metadata as a YAML document ("---" ... "..."), keys in msgpack order. */
export function metadataYaml(doc: unknown): string {
  return '---\n' + yamlStringify(doc, { lineWidth: 0, indentSeq: true }) + '...\n';
}

/** YAML text (an `.amdgpu_metadata` block) to the note's msgpack bytes; keys sorted as LLVM's map does. */
export function metadataMsgpack(yaml: string): Uint8Array {
  const doc: unknown = yamlParse(yaml);
  return msgpackEncode(sortKeys(doc));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) out[k] = sortKeys((v as Record<string, unknown>)[k]);
    return out;
  }
  return v;
}

/** A NUL-terminated note string (the v2 ISA name). */
export function noteString(desc: Uint8Array): string {
  let s = '';
  for (const b of desc) { if (!b) break; s += String.fromCharCode(b); }
  return s;
}

/** The note with this owner and type, if any. */
export function findNote(notes: readonly ElfNote[], name: string, type: number): ElfNote | undefined {
  return notes.find((n) => n.name === name && n.type === type);
}
