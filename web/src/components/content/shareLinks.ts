/**
 * Share targets of the content action bar (spec 1 §9: whatsapp, linkedin, messenger, facebook,
 * twitter, email). Each network gets its public "share a URL" endpoint; no SDK is loaded.
 */
export type ShareNetwork = 'whatsapp' | 'linkedin' | 'messenger' | 'facebook' | 'twitter' | 'email';

export const SHARE_NETWORKS: readonly { network: ShareNetwork; label: string }[] = [
  { network: 'whatsapp', label: 'WhatsApp' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'messenger', label: 'Messenger' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'X (Twitter)' },
  { network: 'email', label: 'Email' },
];

/** The URL that opens `network`'s share dialog for `url` titled `title`. */
export function shareHref(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'messenger':
      return `https://www.facebook.com/dialog/send?link=${u}&redirect_uri=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

/** Absolute URL of a portal path (share targets need one). */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
