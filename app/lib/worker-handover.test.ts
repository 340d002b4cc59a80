import { describe, expect, it } from "vitest";
import { createHandover } from "./worker-handover";

describe("loading a page again under a new worker", () => {
  it("reloads at once when this page asked and nobody touched it since its navigation", () => {
    const handover = createHandover();
    expect(handover.navigated()).toBe("go-on");
    handover.asked();
    expect(handover.controllerChanged()).toBe("reload");
  });

  it("a touch before the navigation (the tap on the link itself) does not hold the reload", () => {
    const handover = createHandover();
    handover.touched();
    expect(handover.navigated()).toBe("go-on");
    handover.asked();
    expect(handover.controllerChanged()).toBe("reload");
  });

  it("waits for the next navigation when the customer touched the page after asking", () => {
    const handover = createHandover();
    handover.navigated();
    handover.asked();
    handover.touched();
    expect(handover.controllerChanged()).toBe("later");
    expect(handover.navigated()).toBe("reload");
  });

  it("waits for the next navigation when another tab asked (this page never did)", () => {
    const handover = createHandover();
    expect(handover.controllerChanged()).toBe("later");
    expect(handover.navigated()).toBe("reload");
    // Once older than the worker, every navigation loads afresh until one does.
    expect(handover.navigated()).toBe("reload");
  });

  it("a page touched after one navigation and left alone after the next reloads at once", () => {
    const handover = createHandover();
    handover.navigated();
    handover.asked();
    handover.touched();
    // The worker is still waiting for the old one to finish; the next navigation asks again.
    expect(handover.navigated()).toBe("go-on");
    handover.asked();
    expect(handover.controllerChanged()).toBe("reload");
  });
});
