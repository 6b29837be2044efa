import { describe, expect, test } from "vitest";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { TextField } from "./editor-fields.tsx";
import { ItemListField, moveItem, removeItem, updateItem } from "./item-list-field.tsx";

const items = [
  { id: "a", name: "Ann" },
  { id: "b", name: "Bo" },
  { id: "c", name: "Cy" },
];

describe("list item updates", () => {
  test("updateItem changes only the item with that id, keeping the order", () => {
    expect(updateItem(items, "b", { name: "Bea" })).toEqual([items[0], { id: "b", name: "Bea" }, items[2]]);
    expect(items[1]).toEqual({ id: "b", name: "Bo" });
  });

  test("removeItem removes only the item with that id", () => {
    expect(removeItem(items, "a")).toEqual([items[1], items[2]]);
    expect(removeItem(items, "missing")).toEqual(items);
  });

  test("moveItem swaps the item with its neighbour above or below, leaving the rest and the original alone", () => {
    const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).join("");
    expect(ids(moveItem(items, "b", -1))).toBe("bac");
    expect(ids(moveItem(items, "b", 1))).toBe("acb");
    expect(moveItem(items, "c", -1)[1]).toBe(items[2]);
    expect(ids(items)).toBe("abc");
  });

  test("moveItem leaves the order as it is past either end, or for an unknown id", () => {
    const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).join("");
    expect(ids(moveItem(items, "a", -1))).toBe("abc");
    expect(ids(moveItem(items, "c", 1))).toBe("abc");
    expect(ids(moveItem(items, "missing", 1))).toBe("abc");
  });
});

describe("ItemListField", () => {
  const render = (list: typeof items, errors?: Record<string, string>) =>
    renderHtml(
      <ItemListField
        items={list}
        onChange={() => {}}
        create={() => ({ id: "new", name: "" })}
        itemName="Person"
        errorKey="people"
        errors={errors}
        addLabel="Add Another Person"
        addFirstLabel="Add First Person"
        emptyText="Nobody yet"
        disabled={false}
      >
        {(item, { error }) => <TextField label="Name" value={item.name} error={error("name")} disabled={false} onChange={() => {}} />}
      </ItemListField>,
    );

  test("titles the items in order and groups each item's controls under its title", () => {
    const html = render(items);
    expect(visibleText(html)).toMatch(/Person 1 Remove Person 1 Name Person 2 Remove Person 2 Name Person 3 Remove Person 3 Name Add Another Person/);
    for (const group of html.match(/role="group" aria-labelledby="[^"]+"/g) ?? []) {
      const titleId = /aria-labelledby="([^"]+)"/.exec(group)![1];
      expect(html).toContain(`id="${titleId}"`);
    }
    expect(html.match(/role="group"/g)).toHaveLength(3);
  });

  test("gives every control its own id, tied to its label", () => {
    const ids = tagsOf(render(items), "input").map((input) => /id="([^"]+)"/.exec(input)?.[1]);
    expect(new Set(ids).size).toBe(3);
  });

  test("routes each item's errors to it by path", () => {
    const html = render(items, { "people.1.name": "Name is required.", people: "Too many people." });
    const invalid = tagsOf(html, "input").map((input) => input.includes('aria-invalid="true"'));
    expect(invalid).toEqual([false, true, false]);
    expect(visibleText(html)).toContain("Name is required.");
    expect(visibleText(html)).toContain("Too many people.");
  });

  test("gives every item Move up and Move down buttons named after it, with no way past either end", () => {
    const buttons = tagsOf(render(items), "button").filter((button) => button.includes('aria-label="Move '));
    const state = buttons.map((button) => `${/aria-label="([^"]+)"/.exec(button)![1]}${button.includes('disabled=""') ? " (disabled)" : ""}`);
    expect(state).toEqual([
      "Move Person 1 up (disabled)",
      "Move Person 1 down",
      "Move Person 2 up",
      "Move Person 2 down",
      "Move Person 3 up",
      "Move Person 3 down (disabled)",
    ]);
  });

  test("offers no move when the list is read-only", () => {
    const html = renderHtml(
      <ItemListField items={items} onChange={() => {}} create={() => ({ id: "new", name: "" })} itemName="Person" errorKey="people" addLabel="Add" emptyText="" disabled>
        {() => null}
      </ItemListField>,
    );
    const moves = tagsOf(html, "button").filter((button) => button.includes('aria-label="Move '));
    expect(moves).toHaveLength(6);
    expect(moves.every((button) => button.includes('disabled=""'))).toBe(true);
  });

  test("shows the empty text and the first-item button when empty", () => {
    const text = visibleText(render([]));
    expect(text).toBe("Nobody yet Add First Person");
  });
});
