/**
 * Brand, contact data and every external address, typed once.
 * The defaults are the company's published data; an operator can override
 * each of them by environment (see site.server.ts and README).
 */
export interface SiteConfig {
  brand: string;
  company: string;
  email: string;
  /** Display form, e.g. "+49 4102 8919 350". */
  phone: string;
  hours: { open: string; close: string };
  address: { street: string; postalCode: string; city: string; country: string };
  urls: {
    app: string;
    register: string;
    iosApp: string;
    docs: string;
    support: string;
    timber: string;
  };
  /**
   * The provider's legal details for the legal notice. They have no defaults: only the operator
   * knows them, and a wrong register number is worse than a missing one. Unset → left out.
   */
  legal: LegalDetails;
}

export interface LegalDetails {
  managingDirectors: string[];
  registerCourt?: string;
  registerNumber?: string;
  vatId?: string;
  /** Name and address of the person responsible for the blog's editorial content. */
  editorialResponsible?: string;
}

export const defaultSite: SiteConfig = {
  brand: "ForestCrew",
  company: "ForestCrew GmbH",
  email: "info@forestcrew.de",
  phone: "+49 4102 8919 350",
  hours: { open: "9:00", close: "17:00" },
  address: { street: "Große Straße 26", postalCode: "22926", city: "Ahrensburg", country: "Deutschland" },
  urls: {
    app: "https://app.forestcrew.de",
    register: "https://app.forestcrew.de/register",
    iosApp: "https://apps.apple.com/de/app/forestcrew/id6478322105",
    docs: "https://wiki.forestcrew.de",
    support: "https://support.forestcrew.de",
    timber: "https://www.timbertraxx.de",
  },
  legal: { managingDirectors: [] },
};

/** `tel:` target for a displayed phone number: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
