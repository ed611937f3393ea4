// The typefaces generated artwork sets its few words in: OFL fonts from Debian, needed only to
// regenerate (apt-get install fonts-inter fonts-ebgaramond fonts-league-spartan). What the site
// ships is paths or pixels, never the fonts.
const FONTS = "/usr/share/fonts/opentype";

export const FONT_FILES = [
  `${FONTS}/inter/Inter-SemiBold.otf`,
  `${FONTS}/inter/Inter-Bold.otf`,
  `${FONTS}/inter/Inter-BoldItalic.otf`,
  `${FONTS}/ebgaramond/EBGaramond12-Bold.otf`,
  `${FONTS}/league-spartan/LeagueSpartan-Bold.otf`,
  `${FONTS}/league-spartan/LeagueSpartan-Light.otf`,
];
