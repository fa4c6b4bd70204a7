// The page state in the URL hash, compressed: #z=BASE64URL(deflate-raw(JSON)), with the browser's
// own CompressionStream (no library). The first format, #gpu=...&src=...&state=...&dump=...,
// is still read, so old links keep working, and is written when it is the shorter (a short input).
export interface PageState {
  gpu: string;
  src: string;
  state?: string;
  dump?: string;
  /** The simulator had been run on this input: a visit runs it again. */
  run?: boolean;
  /** The opened code object (its file name and bytes, base64url): a visit opens it again. */
  object?: { name: string; data: string };
}

/** Largest object a link carries (bytes): past it the link keeps the input only, and says so. */
export const LINK_OBJECT_MAX = 256 * 1024;

export const objectData = (bytes: Uint8Array): string => toBase64url(bytes);
export const objectBytes = (data: string): Uint8Array => fromBase64url(data);

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function toBase64url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(s: string): Uint8Array {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export async function readHash(hash: string): Promise<Partial<PageState>> {
  const h = hash.replace(/^#/, '');
  if (h.startsWith('z=')) {
    try {
      const json = new TextDecoder().decode(await pipe(fromBase64url(h.slice(2)), new DecompressionStream('deflate-raw')));
      const v = JSON.parse(json) as Partial<PageState>;
      const out: Partial<PageState> = {};
      for (const k of ['gpu', 'src', 'state', 'dump'] as const) if (typeof v[k] === 'string') out[k] = v[k];
      if (v.run === true) out.run = true;
      if (typeof v.object?.name === 'string' && typeof v.object.data === 'string') out.object = { name: v.object.name, data: v.object.data };
      return out;
    } catch {
      return {}; // a damaged link: the page's defaults
    }
  }
  const p = new URLSearchParams(h);
  const out: Partial<PageState> = {};
  for (const k of ['gpu', 'src', 'state', 'dump'] as const) {
    const v = p.get(k);
    if (v !== null) out[k] = v;
  }
  if (p.get('run') === '1') out.run = true;
  return out;
}

/** The shorter of the two forms: a one-line input is shorter as plain text than compressed. */
export async function writeHash(s: PageState): Promise<string> {
  const z = '#z=' + toBase64url(await pipe(new TextEncoder().encode(JSON.stringify(s)), new CompressionStream('deflate-raw')));
  const p = new URLSearchParams({ gpu: s.gpu, src: s.src });
  if (s.state !== undefined) p.set('state', s.state);
  if (s.dump !== undefined) p.set('dump', s.dump);
  if (s.run) p.set('run', '1');
  const plain = '#' + p.toString();
  return plain.length <= z.length && !s.object ? plain : z;
}
