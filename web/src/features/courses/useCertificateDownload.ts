import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../../components/ui/Toast';
import { graphql } from '../../gql';

const CourseCertificateQuery = graphql(`
  query CourseCertificate($courseId: ID!) {
    courseCertificate(courseId: $courseId) {
      fileName
      contentType
      base64
    }
  }
`);

/** Spec 2 §8: the certificate failure toast names the upstream call. */
export function certificateErrorMessage(courseId: string): string {
  return `Errore nel servizio /FAD/Corsi/${courseId}/Certificato`;
}

/** base64 → Blob (the certificate response carries the PDF as fileBody, spec 2 §3). */
export function base64ToBlob(base64: string, contentType: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: contentType });
}

/** Saves a blob under a file name through a temporary download link. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Certificate download of a passed course (spec 2 §2, §4 status 2). Fetched on demand, never
 * cached (it is a file, not page data); any failure shows the spec's danger toast.
 */
export function useCertificateDownload() {
  const client = useApolloClient();
  const toast = useToast();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const download = useCallback(
    async (courseId: string) => {
      setDownloadingId(courseId);
      try {
        const { data } = await client.query({ query: CourseCertificateQuery, variables: { courseId }, fetchPolicy: 'no-cache' });
        const certificate = data?.courseCertificate;
        if (!certificate) throw new Error('no certificate');
        saveBlob(base64ToBlob(certificate.base64, certificate.contentType), certificate.fileName);
      } catch {
        toast.show(certificateErrorMessage(courseId), 'danger');
      } finally {
        setDownloadingId(null);
      }
    },
    [client, toast],
  );

  return { download, downloadingId };
}
