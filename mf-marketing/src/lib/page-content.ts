/** One titled part of a static page: paragraphs, a bullet or numbered list, and nested parts (h3). */
export interface PageSection {
  /** The section's anchor, for links to it (/faq#how-payment-works). */
  id?: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  ordered?: boolean;
  subsections?: PageSection[];
  /** Links to other pages of the site, after the text. */
  links?: { label: string; to: string }[];
}

/** What a static marketing page says: banner title and tagline, meta description, intro and sections. */
export interface InfoPageContent {
  title: string;
  tagline: string;
  description: string;
  intro: string[];
  sections: PageSection[];
}
