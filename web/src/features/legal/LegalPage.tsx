import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LEGAL_TEXTS } from './legalTexts';

function LegalPage({ text }: { text: (typeof LEGAL_TEXTS)[keyof typeof LEGAL_TEXTS] }) {
  useDocumentTitle(text.title);
  return (
    <div className="container page legal-page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: text.title }]} />
      <article aria-labelledby="legal-title">
        <h1 id="legal-title">{text.title}</h1>
        <p>{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}

/** /informativa-privacy */
export function PrivacyNoticePage() {
  return <LegalPage text={LEGAL_TEXTS.privacyNotice} />;
}

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalPage text={LEGAL_TEXTS.privacyPolicy} />;
}

/** /cookie-policy */
export function CookiePolicyPage() {
  return <LegalPage text={LEGAL_TEXTS.cookiePolicy} />;
}

/** /privacy-homnya */
export function PrivacyHomnyaPage() {
  return <LegalPage text={LEGAL_TEXTS.privacyHomnya} />;
}

/** /privacy-integrativa */
export function PrivacyIntegrativaPage() {
  return <LegalPage text={LEGAL_TEXTS.privacyIntegrativa} />;
}
