import type { UpstreamVisibility } from './cms-api';

/** GET /CMS/Paywall option (upstream/README.md, CMS): the placement's options, each with its rule. */
export interface UpstreamPaywallOption {
  id: string;
  placement: string;
  title: string;
  content: string | null;
  image: string | null;
  cta: { label: string; link: string };
  hasLoginCta: boolean;
  visibility: UpstreamVisibility;
}

/** GET /CMS/Edicola issue: the newest issue of a magazine, with the path of its embedded reader. */
export interface UpstreamNewsstandIssue {
  id: string;
  magazine: string;
  magazineName: string;
  title: string;
  issueDate: string;
  cover: string | null;
  pageCount: number;
  reader: string;
}
