/**
 * The employer context's public face (issue 36, decision 0083): what the other contexts may import from it.
 * They import it from here, never from a file behind it; a name joins the list when another context needs it.
 */
export {
  employerUrl,
  type NoticeDeps,
  oncePerAdministrator,
} from './notices/notices.service';
