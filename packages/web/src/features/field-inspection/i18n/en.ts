/** Field inspection on a phone (issue 53): offline files, the sync state, photos and the site position. */
export const fieldInspectionEn = {
  offline: {
    asOf: 'No network: shown as of {{time}}.',
    notKept: 'No network, and this list was not kept on this phone. It shows when the network returns.',
    takeOffline: 'Take offline',
    takeOfflineNamed: 'Take {{id}} offline',
    taking: 'Taking offline…',
    onPhone: 'On this phone',
    onPhoneNamed: '{{id}} is kept on this phone',
    putBack: 'Remove from phone',
    putBackNamed: 'Remove {{id}} from this phone',
    failed: 'The file could not be taken offline. Try again with a network.',
  },
  panel: {
    title: 'Site inspection',
    atSite: 'I am at the site',
    takePhoto: 'Take photo',
    takePhotoHint: 'Opens the camera. The photo is shrunk on the phone and kept until it is sent.',
    claim:
      'Positions and times are what this phone reports. The server measures their distance from the plot and flags a photo taken far from it or without a position.',
    photoFailed: 'The photo could not be prepared on this phone. Try again.',
    keptOffline: 'No network: kept on this phone, sent when the network returns.',
  },
  sync: {
    title: 'Sent from this phone',
    empty: 'Nothing kept on this phone for this file.',
    WAITING: 'Waiting to be sent',
    SENT: 'Sent',
    REFUSED: 'Refused',
    refusedReason: 'The server refused it: {{reason}} It stays on this phone.',
    kinds: { ANSWERS: 'Answers', PHOTO: 'Photo', SITE_VISIT: 'At the site' },
    at: 'made {{time}}',
    position: '{{latitude}}, {{longitude}} (± {{accuracy}} m) at {{time}}',
    noPosition: 'No position from this phone',
    copyIntoNote: 'Copy answers for a note',
    copied: 'The answers are copied. Paste them into a note on this file.',
    copyFailed: 'This phone did not allow copying. The answers are shown below: select and copy them.',
    discard: 'Remove from phone',
    discardQuestion:
      'Remove these answers from this phone? Copy them into a note first: they were not saved on the server.',
  },
};
