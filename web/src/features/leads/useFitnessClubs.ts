import { useQuery } from '@apollo/client/react';
import type { LeadFormVariant } from '@club/validation';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import { LEAD_PLACEHOLDERS } from './leadTexts';

const FitnessCentersQuery = graphql(`
  query FitnessCenters {
    fitnessCenters {
      id
      name
      city
      province
    }
  }
`);

/** The fitness form's branches, as the select's options (asked only by that form), and whether they failed to load. */
export function useFitnessClubs(variant: LeadFormVariant) {
  const clubs = useQuery(FitnessCentersQuery, { skip: variant !== 'fitness', errorPolicy: 'all' });
  const clubOptions = useMemo(
    () => [{ value: '', label: LEAD_PLACEHOLDERS.club }, ...(clubs.data?.fitnessCenters ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.province})` }))],
    [clubs.data],
  );
  return { clubOptions, clubsFailed: Boolean(clubs.error && !clubs.data?.fitnessCenters) };
}
