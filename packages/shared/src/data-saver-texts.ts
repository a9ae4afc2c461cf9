/** The data saver's texts (issue 25 item 3): in the footer of every page and in /settings. */
export const DATA_SAVER_MESSAGES = {
  label: 'Data saver: hide logos and pictures',
  hint: 'Pages load no images and show initials instead. Kept on this device.',
} as const;
