import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { fetchAndSaveFile } from '../../components/content/downloadFile';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { track, trackedWhenDone } from '../../lib/tracking';
import { downloadBannerTrackingCode } from '../../lib/trackingTable';
import type { PageComponentOf } from './pageComponent';

/** The toast of a failed download: the spec's service-named form ('Errore nel servizio {path}', spec 1 §8) with the file's link. */
export const downloadFailureMessage = (fileUrl: string) => `Errore nel servizio ${fileUrl}`;

/**
 * A banner whose call to action is a file (spec 1 §7 'Download banner'): the button fetches the link
 * and saves the file under the name taken from it; once saved it pushes the page area's code (spec 1
 * §9: NA106, RS124 under /risorse, CF102 under the courses).
 */
export function DownloadBanner({ banner }: { banner: PageComponentOf<'DownloadBanner'> }) {
  const headingId = useId();
  const { pathname } = useLocation();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const code = downloadBannerTrackingCode(pathname);

  const download = async () => {
    setDownloading(true);
    try {
      await fetchAndSaveFile(banner.fileUrl, banner.fileName);
      track(code);
    } catch {
      toast.show(downloadFailureMessage(banner.fileUrl), 'danger');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="cms-block download-banner" aria-labelledby={banner.title ? headingId : undefined} aria-label={banner.title ? undefined : banner.ctaLabel}>
      {banner.imageUrl ? <img className="download-banner__image" src={banner.imageUrl} alt="" width={320} height={180} loading="lazy" decoding="async" /> : null}
      <div className="download-banner__body">
        {banner.title ? <h2 id={headingId}>{banner.title}</h2> : null}
        {banner.content ? <p>{banner.content}</p> : null}
      </div>
      <Button className="download-banner__cta" loading={downloading} onClick={() => void download()} {...trackedWhenDone(code)}>
        {banner.ctaLabel}
        <span className="visually-hidden"> ({banner.fileName})</span>
      </Button>
    </section>
  );
}
