/*
 * What the first screen needs of the CSS, loaded with the entry (main.tsx): Mantine's globals and its CSS variables
 * (spacing, colours, type sizes: plain CSS, no JavaScript), which the sign-in page's plain markup reads (issue 54
 * §6: the sign-in route loads no UI kit), the console's font and the focus ring. The Mantine components' own CSS
 * loads with the screens built of them (public-styles.ts, console-styles.ts).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './console-font.css';
import './telugu-font.css';
import './focus-ring.css';
