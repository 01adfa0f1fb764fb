import { UpgradeModalButton } from '../../../components/content/UpgradeModals';
import { LeadForm } from '../../leads';
import { LibrarySearch } from '../../library';
import type { Page } from './servicePageQuery';
import { SERVICES_TEXT, searchContextOf } from './texts';

export function Areas({ page }: { page: Page }) {
  if (page.areas.length === 0) return null;
  return (
    <section className="service-areas" aria-labelledby="aree-titolo">
      <h2 id="aree-titolo">{page.areasTitle}</h2>
      <ul className="service-areas__grid">
        {page.areas.map((a) => (
          <li key={a.title}>{a.title}</li>
        ))}
      </ul>
    </section>
  );
}

export function DetailCards({ page }: { page: Page }) {
  if (page.detailCards.length === 0) return null;
  return (
    <div className="service-details">
      {page.detailCards.map((c) => (
        <section key={c.anchorId} className="service-detail" aria-labelledby={c.anchorId}>
          <h2 id={c.anchorId}>{c.title}</h2>
          <p>{c.body}</p>
        </section>
      ))}
    </div>
  );
}

export function ServiceForm({ page }: { page: Page }) {
  if (page.form) {
    return (
      <div className="service-form">
        {page.form.formContent && <p className="service-form__intro">{page.form.formContent}</p>}
        <LeadForm
          id={page.form.formId}
          formType={page.form.formType}
          campaign={page.form.formCampaign ?? undefined}
          title={page.form.formTitle}
          intro={page.form.formContent ?? undefined}
          variant="service"
        />
      </div>
    );
  }
  if (page.formWithheld) {
    const id = page.section === 'INSURANCE' ? 'servizi-assicurativi-form' : 'servizi-legali-form';
    return (
      <section id={id} className="service-form service-form--withheld" aria-labelledby={`${id}-titolo`}>
        <h2 id={`${id}-titolo`}>Richiedi una consulenza legale</h2>
        {/* A div, not a paragraph: the button brings its dialog, which HTML does not allow inside a <p> (the
            server-rendered page would not hydrate). */}
        <div className="service-form__withheld">
          {SERVICES_TEXT.formWithheld} <UpgradeModalButton service={SERVICES_TEXT.formWithheldService} label={SERVICES_TEXT.formWithheldLink} variant="link" />
        </div>
      </section>
    );
  }
  return null;
}

/** The legal and insurance hubs' related contents: a library search in the hub's context (spec 2 §9, 3 §9). */
export function HubRelatedContents({ page }: { page: Page }) {
  const context = searchContextOf(page);
  if (!context) return null;
  return <LibrarySearch context={context} title={SERVICES_TEXT.relatedContents} id="contenuti-correlati" />;
}

export function LegalNotes({ notes }: { notes: string | null | undefined }) {
  if (!notes) return null;
  return (
    <aside className="service-notes" aria-label="Note legali">
      <p>{notes}</p>
    </aside>
  );
}
