import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { STORE } from "@domain/store";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { StoreIcon } from "~/components/ui/icons";

/** Seller login (SPEC §2.15): email and password; the store's staff only. */
export function SellerLoginForm({
  onLogin,
}: {
  onLogin: (input: { email: string; password: string }) => Promise<void>;
}) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onLogin({ email, password });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-gray-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg ring-1 ring-gray-100 sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-600 text-white">
            <StoreIcon size={24} />
          </span>
          <h1 className="mt-3 text-2xl font-bold text-gray-900">Seller Centre</h1>
          <p className="mt-1 text-sm text-gray-600">
            {STORE.name} back-office. Staff sign in here.
          </p>
        </div>
        <form onSubmit={submit} className="mt-6 space-y-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" size="lg" className="w-full" busy={busy}>
            Login
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-medium text-brand-700 hover:underline">
            ← Back to the store
          </Link>
        </p>
      </div>
    </div>
  );
}
