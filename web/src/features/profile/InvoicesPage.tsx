import { NO_INVOICES_TEXT } from '@club/policy';
import { useQuery } from '@apollo/client/react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { fetchAndSaveFile } from '../../components/content/downloadFile';
import { UpgradeButton } from '../../components/content/UpgradeButton';
import { useToast } from '../../components/ui/Toast';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { failedField, refusedField } from './failedField';
import { ProfileLayout } from './ProfileLayout';
import { formatDate, formatEuro } from './format';

const ProfileInvoicesQuery = graphql(`
  query ProfileInvoices {
    viewer {
      user {
        id
        invoices {
          id
          productName
          issued
          date
          amount
          downloadUrl
        }
      }
    }
  }
`);

/** Spec 3 §6 and §8 texts of the invoices page. */
export const INVOICES_ERROR = 'Si è verificato un errore con il servizio /invoice';
/** Spec 3 §8 service error of GET /invoice/download. */
export const INVOICE_DOWNLOAD_ERROR = 'Si è verificato un errore con il servizio /invoice/download';

/**
 * /profilo/fatture-pagamenti (spec 3 §2, §6): premium and ex-premium see their invoices; the others the
 * empty text and an upsell whose button is the server's upgrade button by state (forced: the box always has one).
 */
export function InvoicesPage() {
  return (
    <ProfileLayout title="Fatture e pagamenti">
      <Invoices />
    </ProfileLayout>
  );
}

function Invoices() {
  const { data, error, loading } = useQuery(ProfileInvoicesQuery, { errorPolicy: 'all' });
  const refused = refusedField(error, 'invoices');
  const invoices = data?.viewer.user?.invoices;
  // A failure names the field, or names none (the whole request failed: a network error, an error
  // without a path) and leaves no list: either way the spec 3 §8 error, never the empty state.
  const failed = !refused && (failedField(error, 'invoices') || (Boolean(error) && !invoices));
  useFailureToast(failed, INVOICES_ERROR);
  if (loading && !data) return null;
  if (failed) return <p className="profile-message">Le fatture non sono disponibili in questo momento.</p>;
  if (refused || !invoices || invoices.length === 0) {
    return (
      <div className="profile-empty">
        <p>{NO_INVOICES_TEXT}</p>
        {refused ? (
          <div className="profile-upsell">
            <h2>Passa a Premium</h2>
            <p>Con l&apos;abbonamento Premium trovi qui le fatture e i pagamenti dei tuoi acquisti.</p>
            <UpgradeButton forced />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <table className="profile-table">
      <caption className="visually-hidden">Le tue fatture</caption>
      <thead>
        <tr>
          <th scope="col">Prodotto</th>
          <th scope="col">Data</th>
          <th scope="col">Importo</th>
          <th scope="col">Fattura</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td data-label="Prodotto">{invoice.productName}</td>
            <td data-label="Data">{formatDate(invoice.date)}</td>
            <td data-label="Importo">{formatEuro(invoice.amount)}</td>
            <td data-label="Fattura">
              {invoice.downloadUrl ? (
                <InvoiceDownload url={invoice.downloadUrl} id={invoice.id}>
                  Scarica<span className="visually-hidden"> la fattura di {invoice.productName} del {formatDate(invoice.date)}</span>
                </InvoiceDownload>
              ) : (
                'In emissione'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * An invoice's 'Scarica' (spec 3 §7 GET /invoice/download): fetched and saved only when the answer
 * is the PDF; any failure (an error status, an error page, the network) is spec 3 §8's danger toast
 * and nothing is saved. A plain `<a download>` saved the error body as the invoice and said nothing.
 * The link stays a link (its address, opening it in a new tab) for the keyboard and assistive tech.
 */
function InvoiceDownload({ url, id, children }: { url: string; id: string; children: ReactNode }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await fetchAndSaveFile(url, `fattura-${id}.pdf`, ['application/pdf']);
    } catch {
      toast.show(INVOICE_DOWNLOAD_ERROR, 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={url} download aria-busy={busy || undefined} onClick={(event) => void onClick(event)}>
      {children}
    </a>
  );
}
