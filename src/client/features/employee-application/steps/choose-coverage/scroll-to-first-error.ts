/** The form kit's one scroll to the first error (a field in error, else the alert), for this screen's forms. */
export { scrollToFirstError } from '@client/components/form/scroll-to-first-error';
