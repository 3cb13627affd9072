// Refreshes contract/openapi.json, the committed copy of the server's API document that the
// api-contract test checks the frontend's calls against. Run it against a running server:
//   npm run openapi:pull                      (http://127.0.0.1:8080, `make run` or `cargo run -p server`)
//   OPENAPI_URL=http://127.0.0.1:18080/api/openapi.json npm run openapi:pull
import { writeFileSync } from 'node:fs';

const url = process.env.OPENAPI_URL ?? 'http://127.0.0.1:8080/api/openapi.json';
const target = new URL('../contract/openapi.json', import.meta.url);

const answer = await fetch(url);
if (!answer.ok) {
  console.error(`${url}: ${answer.status} ${answer.statusText}`);
  process.exit(1);
}
const document = await answer.json();
if (typeof document?.openapi !== 'string' || typeof document?.paths !== 'object') {
  console.error(`${url}: not an OpenAPI document`);
  process.exit(1);
}
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`${Object.keys(document.paths).length} paths written to contract/openapi.json`);
