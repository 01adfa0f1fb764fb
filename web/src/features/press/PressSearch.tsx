import { useApolloClient, useQuery } from '@apollo/client/react';
import { pressDefaultRange, pressSearchSchema, pressToday, type PressSearchValues } from '@club/validation';
import { useEffect, useMemo, useState } from 'react';
import { Form } from '../../components/forms/Form';
import { useSchemaForm as useKitForm } from '../../components/forms/useSchemaForm';
import { SelectField } from '../../components/forms/SelectField';
import { TextInputField } from '../../components/forms/TextInputField';
import { Button } from '../../components/ui/Button';
import { graphql } from '../../gql';
import { useSingleFlight } from '../../lib/idempotency';
import { findErrorWithCode } from '../../lib/errorCodes';
import { PRESS_EMPTY_NOTICE_MS, PRESS_PAGE_SIZE, PRESS_TEXT, pressDate } from './pressText';

const PressCategoriesQuery = graphql(`
  query PressCategories {
    pressCategories {
      id
      name
    }
  }
`);

const PressSearchQuery = graphql(`
  query PressSearch($input: PressSearchInput!) {
    pressSearch(input: $input) {
      id
      title
      publishedOn
      author
      description
      link
    }
  }
`);

type Article = { id: string; title: string; publishedOn: string; author?: string | null; description?: string | null; link: string };
type Outcome = { kind: 'idle' } | { kind: 'results'; articles: Article[] } | { kind: 'empty' };
const SEARCH_FIELDS = ['fromDate', 'toDate', 'categoryId', 'keyword'] as const;

/** Spec 3 §4: the empty notice hides itself after 3 seconds (`hide` is called once it has shown that long). */
function useHiddenAfterDelay(shown: boolean, hide: () => void): void {
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(hide, PRESS_EMPTY_NOTICE_MS);
    return () => window.clearTimeout(timer);
    // `hide` is a new function each render; the timer follows `shown` alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
}

/** Whether the viewer may use the block (spec 3 §6: the pubmed wallet), and what answers a use without it (true: handled by the page). */
export type PressLock = { locked: boolean; onLocked: () => boolean };

/**
 * Spec 3 §4-§5 press search: from-date, to-date and specialization required, from not after to, to
 * not after today (the last month by default), an optional English keyword. Results show 6 at a
 * time with 'Mostra altri'; no result or a failed request shows the §8 notice, hidden after 3 s.
 * Without the pubmed wallet the form shows but 'Cerca' searches nothing: the page answers (the
 * upgrade modal), as it does when the server refuses (FORBIDDEN) a search it was sent.
 */
export function PressSearch({ locked, onLocked }: PressLock) {
  const today = useMemo(() => pressToday(), []);
  const schema = useMemo(() => pressSearchSchema(today), [today]);
  const form = useSchemaForm(schema, today);
  const client = useApolloClient();
  // The specializations come from the service only for who may search (the server refuses the others).
  const categories = useQuery(PressCategoriesQuery, { errorPolicy: 'all', skip: locked });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [shown, setShown] = useState(PRESS_PAGE_SIZE);
  const [searching, setSearching] = useState(false);

  useHiddenAfterDelay(outcome.kind === 'empty', () => setOutcome({ kind: 'idle' }));

  const refuse = () => {
    if (!onLocked()) setOutcome({ kind: 'empty' });
  };

  const search = useSingleFlight(async (values: PressSearchValues) => {
    setSearching(true);
    setOutcome({ kind: 'idle' });
    try {
      const { data, error } = await client.query({
        query: PressSearchQuery,
        variables: { input: { fromDate: values.fromDate, toDate: values.toDate, categoryId: String(values.categoryId), keyword: values.keyword ?? null } },
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
      });
      if (findErrorWithCode(error, 'FORBIDDEN')) return refuse();
      // A message about one field (the server re-validates the form) goes under that field.
      const refused = findErrorWithCode(error, 'BAD_USER_INPUT');
      const field = SEARCH_FIELDS.find((f) => f === refused?.extensions?.field);
      if (refused && field) {
        form.setError(field, { type: 'server', message: refused.message }, { shouldFocus: true });
        return;
      }
      const articles = data?.pressSearch ?? [];
      setShown(PRESS_PAGE_SIZE);
      setOutcome(articles.length > 0 ? { kind: 'results', articles } : { kind: 'empty' });
    } catch {
      setOutcome({ kind: 'empty' });
    } finally {
      setSearching(false);
    }
  });

  const options = [{ value: '', label: PRESS_TEXT.categoryPlaceholder }, ...(categories.data?.pressCategories ?? []).map((c) => ({ value: c.id, label: c.name }))];
  const categoriesFailed = !categories.loading && (categories.error !== undefined || categories.data?.pressCategories === null);

  return (
    <section className="press-search" aria-labelledby="press-search-title">
      <h2 id="press-search-title">{PRESS_TEXT.searchTitle}</h2>
      <Form form={form} onValid={search} className="press-search__form" aria-labelledby="press-search-title">
        <TextInputField control={form.control} name="fromDate" type="date" label={PRESS_TEXT.fromDate} required max={today} />
        <TextInputField control={form.control} name="toDate" type="date" label={PRESS_TEXT.toDate} required max={today} />
        <div className="press-search__category">
          <SelectField control={form.control} name="categoryId" label={`${PRESS_TEXT.category} *`} options={options} />
          {categoriesFailed ? <p role="alert" className="press-search__failure">{PRESS_TEXT.categoriesFailed}</p> : null}
        </div>
        <TextInputField control={form.control} name="keyword" label={PRESS_TEXT.keyword} hint={PRESS_TEXT.keywordHint} lang="en" autoComplete="off" />
        <div className="press-search__actions">
          {locked ? (
            <Button type="button" aria-haspopup="dialog" onClick={refuse}>
              {PRESS_TEXT.search}
            </Button>
          ) : (
            <Button type="submit" loading={searching}>
              {PRESS_TEXT.search}
            </Button>
          )}
        </div>
      </Form>

      <div className="press-results" aria-busy={searching}>
        <p role="status" className="press-results__status">
          {searching ? PRESS_TEXT.searching : outcome.kind === 'results' ? PRESS_TEXT.resultsCount(outcome.articles.length) : ''}
        </p>
        <div role="alert" className="press-results__notice-region">
          {outcome.kind === 'empty' ? <p className="press-results__notice">{PRESS_TEXT.empty}</p> : null}
        </div>
        {outcome.kind === 'results' ? (
          <>
            <ul className="press-results__list">
              {outcome.articles.slice(0, shown).map((a) => (
                <PressArticleItem key={a.id} article={a} />
              ))}
            </ul>
            {shown < outcome.articles.length ? (
              <Button variant="outline" onClick={() => setShown((n) => n + PRESS_PAGE_SIZE)}>
                {PRESS_TEXT.more}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** One article found: its title, date and author, abstract and the PubMed link (the article's own language, English). */
function PressArticleItem({ article: a }: { article: Article }) {
  return (
    <li className="press-article">
      <article lang="en">
        <h3 className="press-article__title">{a.title}</h3>
        <p className="press-article__meta" lang="it">
          {PRESS_TEXT.publishedOn} <time dateTime={a.publishedOn}>{pressDate(a.publishedOn)}</time>
          {a.author ? <span lang="en"> · {a.author}</span> : null}
        </p>
        {a.description ? <p className="press-article__description">{a.description}</p> : null}
        <a className="press-article__link" href={a.link} target="_blank" rel="noopener noreferrer" lang="it">
          {PRESS_TEXT.readOnPubmed}
          <span className="visually-hidden">: {a.title} (si apre in una nuova scheda)</span>
        </a>
      </article>
    </li>
  );
}

/** The form starts on the default range (spec 3 §5: last month to today), no specialization, no keyword. */
function useSchemaForm(schema: ReturnType<typeof pressSearchSchema>, today: string) {
  return useKitForm(schema, { defaultValues: { ...pressDefaultRange(today), categoryId: '', keyword: '' } });
}
