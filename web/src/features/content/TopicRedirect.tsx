import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { EMPTY_FILTERS, withFilters } from './newsFilters';

const TopicsQuery = graphql(`
  query NewsTopics {
    contentTopics {
      title
      link
    }
  }
`);

/** A topic link (/news-approfondimenti/argomenti/{slug}) opens the news listing filtered by that topic. */
export function TopicRedirect() {
  const { topic = '' } = useParams();
  const { data, loading } = useQuery(TopicsQuery, { errorPolicy: 'all' });
  if (loading && !data) return <Spinner label="Caricamento" />;
  const match = data?.contentTopics?.find((t) => t.link.split('/').pop() === topic);
  if (!match) return <NotFoundPage />;
  return <Navigate replace to={`${paths.news}?${withFilters(new URLSearchParams(), { ...EMPTY_FILTERS, topic: match.title }).toString()}`} />;
}
