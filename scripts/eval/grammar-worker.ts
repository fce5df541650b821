/**
 * Harper in a worker thread (see ./quality.ts): the eval's grammar pass, most of its time,
 * runs on the second core while the main thread produces and checks the next outputs.
 */
import { parentPort } from 'node:worker_threads';
import { grammarFindingsEach } from '../../src/server/agents/engine/grammar';

export type GrammarRequest = { id: number; texts: string[]; ownWords: string[] };

parentPort!.on('message', (request: GrammarRequest) => {
  void grammarFindingsEach(request.texts, request.ownWords).then(
    (results) => parentPort!.postMessage({ id: request.id, results }),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: String(error) }),
  );
});
