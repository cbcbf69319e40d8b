import type { Config } from 'tailwindcss';

// Spec section 9: Roboto then Arial, base 14 px, primary a muted teal-grey, secondary a wine red,
// breakpoints xs 444, sm 600, md 960, lg 1280, xl 1620.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: {
      xs: '444px',
      sm: '600px',
      md: '960px',
      lg: '1280px',
      xl: '1620px',
    },
    extend: {
      fontFamily: {
        sans: ['Roboto', 'Arial', 'sans-serif'],
      },
      colors: {
        primary: {
          50: '#f2f6f6',
          100: '#dfe9ea',
          200: '#c1d4d6',
          300: '#9bb7bb',
          400: '#76989d',
          500: '#5b7d82',
          600: '#4a676c',
          700: '#3e5559',
          800: '#35474a',
          900: '#2e3c3f',
        },
        secondary: {
          50: '#fbf2f4',
          100: '#f6e2e7',
          200: '#edc8d2',
          300: '#dd9fb0',
          400: '#c76e87',
          500: '#ad4865',
          600: '#8f3450',
          700: '#7a2843',
          800: '#66243b',
          900: '#572235',
        },
      },
      minHeight: { touch: '44px' },
      minWidth: { touch: '44px' },
    },
  },
} satisfies Config;
