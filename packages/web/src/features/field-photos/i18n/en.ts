/** The site photos and site visits on the detail screens (namespace "field-photos"; issue 53). */
export const fieldPhotosEn = {
  title: 'Site photos',
  loading: 'Loading the site photos',
  claim:
    'The position, its accuracy and the capture time are what the inspector’s phone reported: the device’s claim, not verified by the server. The server recorded when each arrived and measured the distance from the plot.',
  threshold: 'A photo or visit more than {{distance}} from the plot, or without a position, is flagged.',
  noPhotos: 'No site photos were recorded for this application.',
  photoAlt: 'Site photo {{name}}, captured {{time}}',
  openPhoto: 'Open {{name}} in full size',
  capturedAt: 'Captured (device)',
  receivedAt: 'Received (server)',
  accuracy: 'Accuracy (device)',
  distance: 'Distance from the plot',
  position: 'Position (device)',
  takenBy: 'Taken by',
  question: 'Answers',
  onSite: 'On site',
  insidePlot: 'Inside the plot',
  notKnown: 'Not known',
  metres: '{{value}} m',
  kilometres: '{{value}} km',
  plusMinus: '± {{value}}',
  visits: {
    title: 'Site visits',
    none: 'No site visit was recorded for this application.',
    officer: 'Officer',
  },
  pins: {
    photo: 'Site photo {{name}}: {{distance}}',
    visit: 'Site visit by {{officer}}: {{distance}}',
  },
  notice: {
    title: 'Site photos flagged',
    body_one: '{{count}} record from the site is flagged: {{flags}}. The position is the device’s claim.',
    body_other: '{{count}} records from the site are flagged: {{flags}}. The position is the device’s claim.',
    seeDetails: 'See the site photos in Application Details',
  },
};
