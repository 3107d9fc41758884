/**
 * General holidays of the Government of Telangana (state government offices), per year, each year with the order it
 * comes from. Data kept as a module rather than a JSON file, so that every loader of the domain (the server's,
 * Vite's, the browser tests') reads it alike.
 *
 * Sundays and second Saturdays are closed as well and are not listed. Dates of Eid-ul-Fitr, Eid-ul-Adha, Muharram
 * and Milad-un-Nabi are the tentative ones of the order and move with the moon sighting: amend them here when the
 * state announces the change.
 */
export const PUBLIC_HOLIDAYS = {
  '2025': {
    source:
      "Government of Telangana, General Administration Department, general holidays for 2025 (as reported by Sakshi Post, 'Telangana Public Holidays 2025: Complete List', December 2024, https://www.sakshipost.com/news/telangana/telangana-public-holidays-2025-complete-list-359848)",
    holidays: [
      { date: '2025-01-01', name: "New Year's Day" },
      { date: '2025-01-13', name: 'Bhogi' },
      { date: '2025-01-14', name: 'Sankranti / Pongal' },
      { date: '2025-01-26', name: 'Republic Day' },
      { date: '2025-02-26', name: 'Maha Shivaratri' },
      { date: '2025-03-14', name: 'Holi' },
      { date: '2025-03-30', name: 'Ugadi' },
      { date: '2025-03-31', name: 'Eid-ul-Fitr' },
      { date: '2025-04-01', name: 'Following day of Ramzan' },
      { date: '2025-04-05', name: "Babu Jagjivan Ram's Birthday" },
      { date: '2025-04-06', name: 'Sri Rama Navami' },
      { date: '2025-04-14', name: "Dr B. R. Ambedkar's Birthday" },
      { date: '2025-04-18', name: 'Good Friday' },
      { date: '2025-06-07', name: 'Eid-ul-Azha (Bakrid)' },
      { date: '2025-07-06', name: 'Shahadat Imam Hussain (10th Muharram)' },
      { date: '2025-07-21', name: 'Bonalu' },
      { date: '2025-08-15', name: 'Independence Day' },
      { date: '2025-08-16', name: 'Sri Krishna Astami' },
      { date: '2025-08-27', name: 'Vinayaka Chavithi' },
      { date: '2025-09-05', name: 'Eid Milad-un-Nabi' },
      { date: '2025-09-21', name: 'Bathukamma starting day' },
      { date: '2025-10-02', name: 'Mahatma Gandhi Jayanti' },
      { date: '2025-10-03', name: 'Vijaya Dasami' },
      { date: '2025-10-20', name: 'Deepavali' },
      { date: '2025-11-05', name: "Kartika Purnima / Guru Nanak's Birthday" },
      { date: '2025-12-25', name: 'Christmas' },
      { date: '2025-12-26', name: 'Boxing Day' },
    ],
  },
  '2026': {
    source:
      "Government of Telangana, General Administration Department, order of 8 December 2025 declaring 27 general and 26 optional holidays for 2026 (as reported by The Siasat Daily, 'List of general, optional holidays in Telangana for 2026', 10 December 2025, https://www.siasat.com/list-of-general-optional-holidays-in-telangana-for-2026-3310481/, and Deccan Chronicle, 'Telangana's 2026 Holiday Calendar Released', https://www.deccanchronicle.com/southern-states/telangana/telanganas-2026-holiday-calendar-released-1922551)",
    holidays: [
      { date: '2026-01-14', name: 'Bhogi' },
      { date: '2026-01-15', name: 'Sankranti / Pongal' },
      { date: '2026-01-26', name: 'Republic Day' },
      { date: '2026-02-15', name: 'Maha Shivaratri' },
      { date: '2026-03-03', name: 'Holi' },
      { date: '2026-03-19', name: 'Ugadi' },
      { date: '2026-03-21', name: 'Eid-ul-Fitr (Ramzan)' },
      { date: '2026-03-22', name: 'Following day of Ramzan' },
      { date: '2026-03-27', name: 'Sri Rama Navami' },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-04-05', name: "Babu Jagjivan Ram's Birthday" },
      { date: '2026-04-14', name: "Dr B. R. Ambedkar's Birthday" },
      { date: '2026-05-27', name: 'Eid-ul-Azha (Bakrid)' },
      { date: '2026-06-26', name: 'Shahadat Imam Hussain (10th Muharram)' },
      { date: '2026-08-10', name: 'Bonalu' },
      { date: '2026-08-15', name: 'Independence Day' },
      { date: '2026-08-26', name: 'Eid Milad-un-Nabi' },
      { date: '2026-09-04', name: 'Sri Krishna Astami' },
      { date: '2026-09-14', name: 'Vinayaka Chavithi' },
      { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
      { date: '2026-10-18', name: 'Saddula Bathukamma' },
      { date: '2026-10-20', name: 'Vijaya Dasami' },
      { date: '2026-10-21', name: 'Following day of Vijaya Dasami' },
      { date: '2026-11-08', name: 'Deepavali' },
      { date: '2026-11-24', name: "Kartika Purnima / Guru Nanak's Birthday" },
      { date: '2026-12-25', name: 'Christmas' },
      { date: '2026-12-26', name: 'Boxing Day' },
    ],
  },
};
