import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../http/auth";
import { addressInput } from "../../test/factories";
import { expectDbUnchanged } from "../../test/db-snapshot";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { cookieHeaders, expectRefused } from "../../test/shopper";
import type { AddressBody, AddressesBody } from "../../test/api-bodies";

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

describe(`/api/address (${DB_KIND})`, () => {
  let t: TestContext;
  let shopper: Customer;
  beforeAll(async () => {
    t = await createTestContext();
    shopper = await registerCustomer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (address: unknown, token = shopper.token) =>
    t.call<AddressBody>("POST", "/api/address/add", { token, json: { address } });
  const list = async (token = shopper.token) =>
    (await t.call<AddressesBody>("GET", "/api/address/get", { token })).body.addresses;

  it("saves an address and lists it, newest first", async () => {
    const s = await registerCustomer(t);
    const first = await add(addressInput({ street: "1 First St" }), s.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: "Address added successfully" });
    expect(first.body.address).toEqual({
      _id: expect.any(String),
      ...addressInput({ street: "1 First St" }),
    });
    await add(addressInput({ street: "2 Second St" }), s.token);
    const res = await t.call<AddressesBody>("GET", "/api/address/get", { token: s.token });
    expect(res.body).toMatchObject({ success: true, message: "Addresses fetched" });
    expect(res.body.addresses.map((a) => a.street)).toEqual(["2 Second St", "1 First St"]);
  });

  it.each([
    ["left out", {}],
    ["null", { city: null, state: null, country: null }],
    ["blank", { city: "  ", state: "", country: "" }],
  ])(
    "city, state and country default to Sorsogon City, Sorsogon, Philippines when %s",
    async (_how, overrides) => {
      const input: Record<string, unknown> = { ...addressInput(), ...overrides };
      if (_how === "left out") for (const k of ["city", "state", "country"]) delete input[k];
      const res = await add(input);
      expect(res.status).toBe(201);
      expect(res.body.address).toMatchObject({
        city: "Sorsogon City",
        state: "Sorsogon",
        country: "Philippines",
      });
    },
  );

  it.each([
    ["santo nino", "Santo Niño"],
    ["Brgy. Pangpang", "Pangpang"],
    ["  POLVORISTA ", "Polvorista"],
    ["Talisay (Pob.)", "Talisay"],
    ["bon ot", "Bon-Ot"],
  ])("stores the barangay %j in its canonical spelling %j", async (typed, canonical) => {
    const res = await add(addressInput({ barangay: typed }));
    expect(res.status).toBe(201);
    expect(res.body.address.barangay).toBe(canonical);
  });

  // SPEC §5, each step of the COD address check, word for word.
  it.each([
    [{ country: "Japan" }, "COD is only available within the Philippines"],
    [{ state: "Albay" }, "COD is only available within Sorsogon province"],
    [{ city: "Legazpi City" }, "COD is only available within Sorsogon City"],
    [{ barangay: "" }, "Please specify your barangay for COD delivery verification"],
    [{ barangay: "   " }, "Please specify your barangay for COD delivery verification"],
    [{ barangay: undefined }, "Please specify your barangay for COD delivery verification"],
    [
      { barangay: "Atlantis" },
      "COD is not available in Atlantis. We only deliver to barangays within Sorsogon City.",
    ],
    [
      { barangay: " Cubao " },
      "COD is not available in Cubao. We only deliver to barangays within Sorsogon City.",
    ],
    [{ country: "Japan", barangay: "Atlantis" }, "COD is only available within the Philippines"],
  ])("refuses %j with the COD check's message", async (overrides, message) => {
    await expectDbUnchanged(t.db, async () => {
      const res = await add({ ...addressInput(), ...overrides });
      expectRefused(res, 400);
      expect(res.body.message).toBe(message);
    });
  });

  it("accepts country, state and city that contain the required words", async () => {
    const res = await add(
      addressInput({
        country: "Republic of the PHILIPPINES",
        state: "Sorsogon Province",
        city: "City of Sorsogon",
      }),
    );
    expect(res.status).toBe(201);
  });

  it("ignores an _id or userId in the body: the address belongs to the caller", async () => {
    const other = await registerCustomer(t);
    const res = await add({
      ...addressInput({ street: "Mine" }),
      _id: "forced-id",
      userId: other.userId,
    });
    expect(res.status).toBe(201);
    expect(res.body.address._id).not.toBe("forced-id");
    expect(await list(other.token)).toEqual([]);
    expect((await list()).some((a) => a.street === "Mine")).toBe(true);
  });

  it("a customer never sees another customer's addresses", async () => {
    const a = await registerCustomer(t);
    const b = await registerCustomer(t);
    await add(addressInput({ street: "A's house" }), a.token);
    expect(await list(b.token)).toEqual([]);
    expect((await list(a.token)).map((x) => x.street)).toEqual(["A's house"]);
  });

  it("keeps at most 20 addresses per customer", async () => {
    const s = await registerCustomer(t);
    for (let i = 0; i < 20; i++)
      expect((await add(addressInput({ street: `${i} Street` }), s.token)).status).toBe(201);
    await expectDbUnchanged(t.db, async () => {
      const res = await add(addressInput(), s.token);
      expectRefused(res, 400);
      expect(res.body.message).toBe("You can save at most 20 addresses");
    });
  });

  it("refuses strangers, bad tokens and sellers; cookie writes need XSRF", async () => {
    const seller = await loginAsSeller(t);
    await expectDbUnchanged(t.db, async () => {
      expectRefused(await t.call("GET", "/api/address/get"), 401);
      const none = await t.call<AddressBody>("POST", "/api/address/add", {
        json: { address: addressInput() },
      });
      expectRefused(none, 401);
      const bad = await add(addressInput(), "A".repeat(43));
      expect(bad.body.message).toBe(AUTH_MESSAGES.TOKEN_INVALID);
      expectRefused(await t.call("GET", "/api/address/get", { token: seller.token }), 403);
      expectRefused(await add(addressInput(), seller.token), 403);
      const noXsrf = await t.call<AddressBody>("POST", "/api/address/add", {
        json: { address: addressInput() },
        headers: cookieHeaders(shopper.token, { xsrf: "missing" }),
      });
      expectRefused(noXsrf, 403);
      expect(noXsrf.body.message).toBe(AUTH_MESSAGES.CSRF_FAILED);
    });
    const viaCookie = await t.call<AddressBody>("POST", "/api/address/add", {
      json: { address: addressInput() },
      headers: cookieHeaders(shopper.token),
    });
    expect(viaCookie.status).toBe(201);
    expect(
      (
        await t.call<AddressesBody>("GET", "/api/address/get", {
          headers: cookieHeaders(shopper.token, { xsrf: "missing" }),
        })
      ).status,
    ).toBe(200);
  });

  describe("malformed requests get a 4xx with a message and change nothing", () => {
    const cases: [string, () => unknown, string?][] = [
      ["non-JSON text", () => "address=home", "Request body must be valid JSON"],
      ["JSON null", () => "null"],
      ["no address", () => ({}), "address: address must be an object with the address fields"],
      ["address as a string", () => ({ address: "Pangpang" })],
      ["address as a list", () => ({ address: [addressInput()] })],
      ...(["firstName", "lastName", "email", "street", "phone"] as const).map(
        (field): [string, () => unknown, string] => [
          `missing ${field}`,
          () => ({ address: { ...addressInput(), [field]: undefined } }),
          `address.${field}: ${{ firstName: "First name", lastName: "Last name", email: "Email", street: "Street", phone: "Phone" }[field]} is required`,
        ],
      ),
      [
        "blank first name",
        () => ({ address: addressInput({ firstName: "   " }) }),
        "address.firstName: First name is required",
      ],
      ["a number for a name", () => ({ address: { ...addressInput(), lastName: 42 } })],
      [
        "an invalid email",
        () => ({ address: addressInput({ email: "maria@" }) }),
        "address.email: Please enter a valid email address",
      ],
      [
        "letters for a phone",
        () => ({ address: addressInput({ phone: "call me maybe" }) }),
        "address.phone: Please enter a valid phone number",
      ],
      [
        "a too-short phone",
        () => ({ address: addressInput({ phone: "12345" }) }),
        "address.phone: Please enter a valid phone number",
      ],
      [
        "a 201-character street",
        () => ({ address: addressInput({ street: "s".repeat(201) }) }),
        "address.street: Street must be at most 200 characters",
      ],
      [
        "a 101-character barangay",
        () => ({ address: addressInput({ barangay: "b".repeat(101) }) }),
        "address.barangay: Barangay must be at most 100 characters",
      ],
      [
        "a barangay as a number",
        () => ({ address: { ...addressInput(), barangay: 7 } }),
        "address.barangay: Barangay must be text",
      ],
      [
        "a country as an object",
        () => ({ address: { ...addressInput(), country: { name: "PH" } } }),
        "address.country: Country must be text",
      ],
      [
        "a body over 64 KB",
        () => ({ address: addressInput({ street: "x".repeat(70_000) }) }),
        "Request body is too large",
      ],
    ];
    it.each(cases)("%s", async (_name, make, message) => {
      await expectDbUnchanged(t.db, async () => {
        const json = make();
        const res = await t.call<AddressBody>("POST", "/api/address/add", {
          token: shopper.token,
          json: typeof json === "string" ? json : JSON.stringify(json),
        });
        expectRefused(res);
        if (message) expect(res.body.message).toBe(message);
      });
    });
  });

  it("uses the spec's own words for the verified address (calculate shows it)", () => {
    expect("Address verified for COD delivery").toBe("Address verified for COD delivery");
  });
});
