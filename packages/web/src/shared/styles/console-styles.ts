/*
 * The whole Mantine CSS and the data table's, for the signed-in screens and the public screens built like them
 * (fee calculator, review): loaded with those screens' chunks, never by the login route (issue 17 §4). After the
 * login route's per-component files it repeats their rules unchanged, so the cascade stays as Mantine orders it.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import './focus-ring.css';
