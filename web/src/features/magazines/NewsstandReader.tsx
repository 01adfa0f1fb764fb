import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const NewsstandReader_issue = graphql(`
  fragment NewsstandReader_issue on NewsstandIssue {
    id
    magazineId
    magazineName
    title
    pageCount
    readerUrl
  }
`);

/**
 * The digital newsstand's embedded reader (spec 1 §2 '/edicola-digitale … embedded reader'): one
 * magazine at a time, chosen from the list of magazines (toggle buttons, keyboard-usable), shown in a
 * titled frame.
 */
export function NewsstandReader({ issues }: { issues: readonly FragmentType<typeof NewsstandReader_issue>[] }) {
  const list = issues.map((issue) => getFragmentData(NewsstandReader_issue, issue));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const current = list.find((issue) => issue.id === chosenId) ?? list[0];
  if (!current) return <p>Nessuna rivista disponibile al momento.</p>;

  return (
    <div className="newsstand">
      <ul className="newsstand__magazines" aria-label="Riviste da sfogliare">
        {list.map((issue) => (
          <li key={issue.id}>
            <button type="button" className="newsstand__magazine" aria-pressed={issue.id === current.id} onClick={() => setChosenId(issue.id)}>
              {issue.magazineName}
            </button>
          </li>
        ))}
      </ul>
      <section className="newsstand__reader" aria-labelledby="newsstand-issue-title">
        <h2 id="newsstand-issue-title">{current.title}</h2>
        <p className="newsstand__pages">{current.pageCount} pagine</p>
        <iframe key={current.id} src={current.readerUrl} title={`Lettore: ${current.title}`} loading="lazy" />
      </section>
    </div>
  );
}
