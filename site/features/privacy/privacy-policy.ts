/** One numbered section of the privacy policy: a heading, paragraphs, and optional bullet points. */
export interface PolicySection {
  title: string;
  paragraphs: string[];
  points?: string[];
}

export interface PrivacyPolicy {
  title: string;
  updated: string;
  intro: string;
  sections: PolicySection[];
}

/** The date the current policy took effect (SPEC §2, §9). */
export const POLICY_DATE = '2025-08-29';
