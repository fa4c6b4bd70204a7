// npm run web: serve the built explorer (dist/web) and print its URL. PORT=N picks the port.
import { serveStatic } from './static-server.js';
import { WEB_DIR } from './web-build.js';

const served = await serveStatic(WEB_DIR, Number(process.env.PORT ?? 8080));
console.log(`gcnkit web explorer: ${served.url}  (Ctrl-C to stop)`);
