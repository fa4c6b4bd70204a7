// The page state in the URL hash: #gpu=gfx900&src=...&state=...&dump=...
export interface PageState {
  gpu: string;
  src: string;
  state?: string;
  dump?: string;
}

export function readHash(hash: string): Partial<PageState> {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const out: Partial<PageState> = {};
  for (const k of ['gpu', 'src', 'state', 'dump'] as const) {
    const v = p.get(k);
    if (v !== null) out[k] = v;
  }
  return out;
}

export function writeHash(s: PageState): string {
  const p = new URLSearchParams({ gpu: s.gpu, src: s.src });
  if (s.state !== undefined) p.set('state', s.state);
  if (s.dump !== undefined) p.set('dump', s.dump);
  return '#' + p.toString();
}
