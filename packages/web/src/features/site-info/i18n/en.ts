/** The public information pages (namespace "site-info"): website policies, accessibility statement, help. */
export const siteInfoEn = {
  policies: {
    title: 'Website Policies',
    intro:
      'These policies apply to Anumati, the Building Permission Officer Console of the Municipal Administration & Urban Development Department, Government of Telangana. The console is for authorised officers; these information pages are open to everyone.',
    copyrightHeading: 'Copyright Policy',
    copyright:
      'The console and its information pages belong to the department. Their text may be reproduced free of charge, accurately and not in a misleading context, with the source acknowledged. This permission does not cover the applications, plans, documents and personal details shown to signed-in officers: they belong to the applicants and are shown only to decide their applications.',
    hyperlinkingHeading: 'Hyperlinking Policy',
    hyperlinking:
      'You may link to these information pages without asking the department, but not load them inside frames of another site. The rest of the console is for signed-in officers only: a link to it leads to the sign-in page. The department is not responsible for the content of other websites.',
    privacyHeading: 'Privacy Policy',
    privacy:
      'The information pages collect no personal information and the console uses no analytics or advertising cookies. When an officer signs in, the console records the sign-in time, the device address and the browser (shown to the officer under Sessions), and every action taken on an application, as the audit trail of the approval process; these records are used for that purpose and for security only. The browser keeps the session, the chosen language and the text size on the device. Applicants’ personal details seen in the console are used only to process their applications and must not be copied or shared.',
    termsHeading: 'Terms of Use',
    terms:
      'The console is provided for the processing of building permission applications by authorised officers of the department and the urban local bodies. Officers keep their password and OTP to themselves, sign out of shared devices and act only within their role. The orders issued and the department’s records prevail over any screen of the console. These terms are governed by the laws of India; misuse may lead to action under the Information Technology Act, 2000 and the service rules.',
  },
  accessibility: {
    title: 'Accessibility Statement',
    intro:
      'The department wants every officer to be able to use this console, including officers with visual, hearing, motor or cognitive disabilities, with the device and assistive technology they use.',
    standardHeading: 'Standard',
    standard:
      'The console aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, as the Guidelines for Indian Government Websites (GIGW 3.0) require.',
    featuresHeading: 'What the console offers',
    features: {
      languages: 'Every screen in English and Telugu, switched from the top bar.',
      skipLink: 'A link to skip to the main content, and marked regions: header, navigation, main content and footer.',
      textSize:
        'Text size buttons in the top bar; the console also works at 200 % browser zoom and on screens 320 pixels wide.',
      keyboard: 'Actions that can be done with the keyboard, with the focus visible.',
      charts: 'Charts with their data also given as tables.',
      motion:
        'Dialogs, drawers, menus and the sidebar’s groups open without sliding when the computer is set to reduce motion.',
    },
    limitationsHeading: 'Known limitations',
    limitationsIntro: 'The console is still being checked screen by screen. Known limitations:',
    limitations: {
      translation:
        'Some screens, messages and generated documents may still show English while their Telugu is completed.',
      map: 'Drawing a plot on the map needs a mouse or a touch screen.',
      scans:
        'Scanned documents uploaded by applicants (plans, title deeds) are images that screen readers cannot read.',
    },
    reportHeading: 'Report a problem',
    report:
      'If you cannot use a part of the console, tell the help desk the page’s address, what you tried and the assistive technology you use. The department will reply and, where it cannot fix the problem at once, give you the information another way.',
    reportLink: 'Help desk contact',
  },
  sitemap: {
    title: 'Sitemap',
    publicHeading: 'Open to everyone',
    officerHeading: 'For signed-in officers',
    officerIntro:
      'The screens of your role are in the menu on the left once you sign in; a file’s screens open from your inbox.',
  },
  help: {
    title: 'Help & Contact',
    helpDeskHeading: 'Help desk',
    email: 'E-mail',
    phone: 'Telephone',
    hours: 'Working hours',
    feedbackHeading: 'Feedback',
    feedback: 'Suggestions about the console and its information pages are welcome by e-mail:',
    passwordHeading: 'Forgot your password?',
    passwordSteps: {
      open: 'On the sign-in page, next to “Forgot password?”, choose Reset.',
      username: 'Enter your username and choose Send OTP: an OTP is sent to your registered contact.',
      code: 'Enter your new password twice and the OTP, and submit.',
      blocked:
        'After 9 failed attempts the account is blocked for about 2 hours: wait, or contact the chasing-cell helpline.',
    },
    roleHeading: 'Need a different role, office or ULB?',
    role: 'Roles, offices and ULBs are assigned by the department, not from the console. Ask your head of office (the Commissioner of your ULB, or your controlling officer) to send the request to the help desk with your username and the role or office you need.',
  },
};
