/**
 * The theme's typeface, Inter, served by the app itself (bundled under /assets/, never from another
 * host): the Latin subset in the weights the theme and the screens use. A browser downloads a
 * weight only when some text on the page needs it.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-800.css';
