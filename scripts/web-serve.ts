// npm run web: serve the built explorer (dist/web) and print its URL. PORT=N picks the port;
// without it, 8080, or any free port when 8080 is taken.
import { serveStatic, type Served } from './static-server.js';
import { WEB_DIR } from './web-build.js';

async function serve(): Promise<Served> {
  if (process.env.PORT) return serveStatic(WEB_DIR, Number(process.env.PORT));
  try {
    return await serveStatic(WEB_DIR, 8080);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    return serveStatic(WEB_DIR, 0);
  }
}

const served = await serve();
console.log(`gcnkit web explorer: ${served.url}  (Ctrl-C to stop)`);
