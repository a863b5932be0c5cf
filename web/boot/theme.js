/*
 * Runs before the page paints: puts the theme this device last used on <html> (data-theme), so the
 * shell and the app start dark or light without a flash. A file, not inline: the page's policy
 * allows no inline script. The app keeps localStorage 'theme' in step with the user's saved settings.
 */
(function () {
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);
  } catch (blocked) {
    // No storage (blocked cookies): the light default stays.
  }
})();
