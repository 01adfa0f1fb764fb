// The partner example from the command line:
//   CLUB_API_KEY=ck_… [CLUB_API_URL=http://localhost:4000/graphql] npm start -w examples/partner-urql [-- --text ipertensione --pages 2]
import { parseArgs } from 'node:util';
import { DEFAULT_API_URL, PartnerApiError, runExample } from './example';

const { values } = parseArgs({ options: { text: { type: 'string' }, pages: { type: 'string' } } });
const apiKey = process.env.CLUB_API_KEY;
if (!apiKey) {
  console.error('Set CLUB_API_KEY to your partner key (ask the portal operators for one).');
  process.exit(2);
}
try {
  const summary = await runExample({ url: process.env.CLUB_API_URL || DEFAULT_API_URL, apiKey, text: values.text, maxPages: values.pages ? Number(values.pages) : undefined });
  console.log(`== ${summary.courses} courses on ${summary.coursePages} pages, ${summary.contents} contents on ${summary.contentPages} pages, ${summary.backoffs.length} back-offs`);
} catch (error) {
  console.error(error instanceof PartnerApiError ? `Refused: ${error.message}` : error);
  process.exit(1);
}
