/*
 * The whole Mantine CSS and the data table's, for every screen built with Mantine (the theme's frame,
 * app/app-providers.tsx, and the screens that load it): never by the sign-in route, which is plain CSS (issue 54 §6).
 * One set, in Mantine's order: a component's rules never come after those of the components built on it.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import './focus-ring.css';
