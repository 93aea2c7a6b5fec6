import type { PrivacyPolicy } from './privacy-policy.ts';

export const privacyEn: PrivacyPolicy = {
  title: 'Privacy policy',
  updated: 'Last updated: 29 August 2025',
  intro:
    'This policy explains what personal information we collect when you book a table, look up your bookings or contact us through this website, how we use it, and the choices you have. We only ask for what we need to seat you and look after you.',
  sections: [
    {
      title: 'Information we collect',
      paragraphs: ['When you use this website we collect:'],
      points: [
        'Contact details you give us: your mobile phone number or e-mail address, used to confirm it is really you.',
        'Booking details: your title (Mr or Ms), first and last name, e-mail, the date, time and party size, and any notes, food restrictions or special occasions you tell us about.',
        'Payment records: the deposit amount, the payment method (WeChat Pay, PayPal or Alipay) and the transaction reference. Card and account details are handled by the payment provider and never reach us.',
        'Messages you send through the contact form or as change and cancellation requests.',
        'Technical data: a session identifier stored in a cookie or in your browser, and server logs (time, page requested and IP address) kept for security.',
      ],
    },
    {
      title: 'How we use your information',
      paragraphs: [
        'We use your information to hold and confirm your table, to take the deposit, to prepare for allergies and occasions, to answer your messages and requests, and to keep the website secure.',
        'To confirm your phone number or e-mail address we send you a one-time code by SMS or by e-mail. The code is used only to verify you, expires after a few minutes and is stored only in a scrambled (hashed) form.',
        'After payment we send a booking confirmation by e-mail and SMS. We do not send marketing e-mail or promotional messages, and we do not use your information for advertising.',
      ],
    },
    {
      title: 'Sharing your information',
      paragraphs: [
        'We do not sell, rent or trade your personal information to anyone.',
        'We share only what is needed with the services that help us run your booking: the payment provider you choose (WeChat Pay, PayPal or Alipay), and the e-mail and SMS providers that deliver your codes and confirmations. They may use it only for that purpose. We may also disclose information when the law requires it.',
      ],
    },
    {
      title: 'Cookies and local storage',
      paragraphs: [
        'We use one session cookie (or, when the booking widget is embedded on another site, a session token kept in your browser for that tab) so that the website remembers the booking you are making and the contact you verified. A second cookie protects forms against forgery.',
        'Your language choice is kept in your browser’s local storage. We use no advertising or tracking cookies and no third-party analytics.',
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        'Pages and data travel over encrypted connections. One-time codes and session identifiers are stored hashed, codes allow only a few attempts, and your bookings are shown only to a session that has verified your phone or e-mail. No system is perfectly secure, but we review and limit who can access your information.',
      ],
    },
    {
      title: 'Your choices',
      paragraphs: [
        'You can choose to verify by phone or by e-mail, and you decide which notes, food restrictions and occasions to share. You can see your bookings at any time under “My bookings”, and ask us to change or cancel a booking there or through the contact page.',
      ],
    },
    {
      title: 'How long we keep your information',
      paragraphs: ['We keep information only as long as we need it:'],
      points: [
        'One-time codes: until they are used or expire (within minutes), and their records for at most 30 days.',
        'Holds that were never paid: deleted, with their contact details, within 30 days.',
        'Bookings, customer details and requests: for 3 years after your visit, so we can recognise you as a returning guest and answer questions.',
        'Payment records: as long as Chinese accounting law requires (currently 10 years).',
        'Your browser session and the phone numbers or e-mail addresses it proved: 30 days.',
        'Contact form messages: 1 year; the network address a message came from (kept only to stop abuse of the form): 7 days. Server logs: 90 days.',
      ],
    },
    {
      title: 'Links to other websites',
      paragraphs: [
        'This website links to the restaurant’s main website, to payment providers and to maps. Their privacy practices are their own; please read their policies.',
      ],
    },
    {
      title: 'Children under 13',
      paragraphs: [
        'This website is not meant for children under 13, and we do not knowingly collect their information. If you believe a child has given us information, contact us and we will delete it.',
      ],
    },
    {
      title: 'International transfers',
      paragraphs: [
        'Your information is stored in the People’s Republic of China. If you pay with PayPal, the payment is processed by PayPal outside China under its own terms. We transfer personal information across borders only as allowed by the Personal Information Protection Law.',
      ],
    },
    {
      title: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our service or the law changes. The date at the top shows the current version; important changes will be announced on this website.',
      ],
    },
    {
      title: 'Contact us',
      paragraphs: [
        'You have the right to ask what information we hold about you, to have it corrected or deleted, to withdraw your consent, and to receive a copy of it. Write to us through the contact page or by e-mail, or call the restaurant, and we will answer within 15 working days.',
      ],
    },
  ],
};
