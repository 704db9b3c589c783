// Mantine's preset gives rem()/em() helpers and light-dark mixins; the breakpoint variables mirror
// the theme (PRODUCT.md §11: sm 600, md 1024, lg 1440, xl 1920 px).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '37.5em',
        'mantine-breakpoint-md': '64em',
        'mantine-breakpoint-lg': '90em',
        'mantine-breakpoint-xl': '120em',
      },
    },
  },
};
