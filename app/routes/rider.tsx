import toast from "react-hot-toast";
import type { Route } from "./+types/rider";
import { MESSAGES } from "@domain/messages";
import { RouteError } from "~/components/route-error";
import { RiderScreen } from "~/features/rider/components/rider-screen";
import { sellerLogin } from "~/features/seller-auth/api";
import { SellerLoginForm } from "~/features/seller-auth/components/seller-login-form";
import { toastFailure } from "~/lib/http";
import { clearLoggedOutFlag, STORAGE_KEYS, writeStorage } from "~/lib/storage";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("My deliveries"),
  { name: "robots", content: "noindex" },
];

/** /rider: a rider's deliveries on their phone; the seller sign-in brings them back here. */
export default function RiderPage() {
  return (
    <RiderScreen
      loginForm={(onSignedIn) => (
        <SellerLoginForm
          onLogin={async (input) => {
            try {
              const reply = await sellerLogin(input);
              if (!reply.success) {
                toast.error(reply.message || MESSAGES.SELLER_LOGIN_FAILED);
                return;
              }
              if (reply.token) writeStorage(STORAGE_KEYS.sellerToken, reply.token);
              clearLoggedOutFlag();
              onSignedIn();
            } catch (error) {
              toastFailure(error, MESSAGES.SELLER_LOGIN_FAILED);
            }
          }}
        />
      )}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} backTo={{ to: "/rider", label: "My deliveries" }} />;
}
