import type { ToastLaunchProduct } from '@shared/domain/partner-popup';
import { ToastConnectPage } from './toast-connect-page';
import { ToastLaunchPage } from './toast-launch-page';

/**
 * The restaurant-payroll popup's two pages behind one lazy import (the sign-in page's entry stays small): the
 * launch page of a product, or, without one, the connect page (decision 0057).
 */
export function ToastPopupPage({ product }: { product?: ToastLaunchProduct }) {
  return product ? <ToastLaunchPage product={product} /> : <ToastConnectPage />;
}
