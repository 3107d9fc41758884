/** The console's frame (namespace "shell"): top bar, sidebar, skip link, text size, footer. */
export const shellEn = {
  skipToContent: 'Skip to main content',
  identity: {
    emblemAlt: 'Emblem of the Government of Telangana (placeholder)',
    government: 'Government of Telangana',
    department: 'Municipal Administration & Urban Development Department',
    product: 'Anumati — Building Permission Officer Console',
    productShort: 'Anumati',
  },
  header: {
    sessions: 'Sessions',
    logout: 'Logout',
    yourSessions: 'Your sessions',
    menuName: '{{name}}: account, language and text size',
  },
  nav: {
    toggleNavigation: 'Toggle navigation',
    mainNavigation: 'Main navigation',
    postVerification: 'Post Verification',
    singleWindow: 'Single Window',
    preScrutiny: 'Pre Scrutiny',
  },
  textSize: {
    group: 'Text size',
    smallerFace: 'A-',
    normalFace: 'A',
    largerFace: 'A+',
    smaller: 'Decrease text size',
    normal: 'Normal text size',
    larger: 'Increase text size',
    announced: {
      small: 'Text size: small',
      normal: 'Text size: normal',
      large: 'Text size: large',
    },
  },
  footer: {
    linksName: 'Site information',
    websitePolicies: 'Website Policies',
    accessibilityStatement: 'Accessibility Statement',
    help: 'Help & Contact',
    ownership:
      'Content owned and maintained by the Municipal Administration & Urban Development Department, Government of Telangana',
    lastUpdated: 'Last updated: {{date}}',
  },
  publicPage: {
    home: 'Home',
  },
};
