import type { PartnerKeyRecord } from '@club/wire';
import { useCallback, useEffect, useState } from 'react';
import { loadKeys, loadRootFields } from './keysApi';

/**
 * The partner keys (`GET /ops/keys`) and the schema's root fields a key's scopes are picked from,
 * both loaded once; `refresh` lists the keys again after a change (a failed listing keeps the last list).
 */
export function useKeyList() {
  const [keys, setKeys] = useState<PartnerKeyRecord[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [rootFields, setRootFields] = useState<string[] | null>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);

  const showList = useCallback((result: { keys: PartnerKeyRecord[] | null; error: string | null }) => {
    if (result.keys) setKeys(result.keys);
    setListError(result.error);
  }, []);
  const refresh = useCallback(async () => showList(await loadKeys()), [showList]);

  useEffect(() => {
    let live = true;
    void loadKeys().then((result) => live && showList(result));
    loadRootFields().then(
      (fields) => live && setRootFields(fields),
      () => live && setFieldsError('Impossibile leggere i campi radice dello schema.'),
    );
    return () => {
      live = false;
    };
  }, [showList]);

  return { keys, listError, rootFields, fieldsError, refresh };
}
