import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { findMentions } from './find-mentions';
import { insertAlert } from './queries';

/**
 * Called by the document upload, in its tenant transaction, once the document is stored:
 * an alert for each recorded competitor the new document names. Costs one query when the
 * organization records no competitor.
 */
export async function recordDocumentMentions(
  tx: Tx,
  document: { orgId: string; id: string; title: string; text: string },
) {
  const competitors = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from competitors where org_id = ${document.orgId}::uuid`,
  );
  if (competitors.length === 0) return;
  const names = competitors.map((c) => c.name);
  const inText = findMentions(document.text, names);
  // A name only in the title still counts: the title is the excerpt then.
  const inTitle = findMentions(document.title, names).filter(
    (m) => !inText.some((t) => t.name === m.name),
  );
  const mentions = [...inText, ...inTitle];
  for (const mention of mentions) {
    const competitor = competitors.find((c) => c.name === mention.name)!;
    const times = mention.count === 1 ? 'once' : `${mention.count} times`;
    await insertAlert(tx, {
      orgId: document.orgId,
      competitorId: competitor.id,
      kind: 'document_mention',
      documentId: document.id,
      summary: `“${document.title}” mentions ${competitor.name} ${times}: ${mention.excerpt}`,
    });
  }
}
