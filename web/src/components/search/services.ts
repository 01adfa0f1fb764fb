/**
 * A service page of the fixed 'Servizi e convenzioni' group (spec 1 §2). Which services a viewer's
 * wallets unlock is decided on the server (crm `Viewer.searchableServices`, from the policy's
 * `searchableServicesFor`): an entitlement the web does not re-derive. Here only the title match the
 * spec asks to run locally as the member types.
 */
export type ServiceLink = { id: string; title: string; href: string };

/** The viewer's services whose title contains the text (case-insensitive). */
export function matchingServices(text: string, services: readonly ServiceLink[]): ServiceLink[] {
  const needle = text.trim().toLocaleLowerCase('it');
  return services.filter((service) => service.title.toLocaleLowerCase('it').includes(needle));
}
