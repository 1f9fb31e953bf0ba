import Testing
@testable import InstagridModel

@Suite("R1–R4: layouts, selection, slots, picking")
struct LayoutAndPickerTests {
    @Test("R1: layout 2 at launch, initialLayout option")
    func initialLayout() {
        #expect(makeDriver().state.layout == .two)
        #expect(makeDriver { $0.initialLayout = .three }.state.layout == .three)
    }

    @Test("R1/R3: layouts show the right slots", arguments: [
        (Layout.one, [1, 3, 4]), (.two, [1, 2, 3]), (.three, [1, 2, 3, 4]),
    ])
    func visibleSlots(layout: Layout, slots: [Int]) {
        #expect(layout.visibleSlots == slots)
    }

    @Test("R2: tapping a layout button selects it; tapping the selected one changes nothing")
    func selection() {
        var driver = makeDriver()
        driver.tap(.layoutButton(.one), at: 0)
        #expect(driver.state.layout == .one)
        #expect(driver.lastEvents.contains(.layoutSelected(.one)))
        driver.tap(.layoutButton(.one), at: 1)
        #expect(driver.state.layout == .one)
        #expect(driver.lastEvents.contains(.ignored(.layoutAlreadySelected(.one))))
        driver.tap(.layoutButton(.three), at: 2)
        #expect(driver.state.layout == .three)
    }

    @Test("R4: tapping a slot opens the picker; choosing fills it; cancelling changes nothing")
    func picking() {
        var driver = makeDriver()
        driver.tap(.slot(2), at: 0)
        #expect(driver.state.phase == .picking)
        #expect(driver.state.picker == 2)
        driver.send(.pickerChose(photo: "beach"), at: 0.1)
        #expect(driver.state.photos == [2: "beach"])
        #expect(driver.state.phase == .idle)
        #expect(driver.state.picker == nil)
        driver.tap(.slot(2), at: 1)
        driver.send(.pickerCancelled, at: 1.1)
        #expect(driver.state.photos == [2: "beach"])
        #expect(driver.state.phase == .idle)
        driver.tap(.slot(2), at: 2)
        driver.send(.pickerChose(photo: "city"), at: 2.1)
        #expect(driver.state.photos == [2: "city"])
    }

    @Test("R3: a hidden slot keeps its photo and shows it again")
    func hiddenSlotKeepsPhoto() {
        var driver = makeDriver()
        driver.tap(.slot(2), at: 0)
        driver.send(.pickerChose(photo: "beach"), at: 0.1)
        driver.tap(.layoutButton(.one), at: 1)
        #expect(driver.state.visibleSlots == [1, 3, 4])
        #expect(driver.state.photos[2] == "beach")
        // Where slot 2 was, layout 1 has slot 1 (wide): the tap picks slot 1, not 2.
        driver.tap(Point(x: 258.75, y: 272.25), at: 2)
        #expect(driver.state.picker == 1)
        driver.send(.pickerCancelled, at: 2.1)
        driver.tap(.layoutButton(.three), at: 3)
        #expect(driver.state.visibleSlots.contains(2))
        #expect(driver.state.photos[2] == "beach")
    }

    @Test("R4: the picker is modal: taps while picking are ignored")
    func pickerIsModal() {
        var driver = makeDriver()
        driver.tap(.slot(1), at: 0)
        driver.tap(.layoutButton(.three), at: 0.5)
        #expect(driver.state.layout == .two)
        #expect(driver.lastEvents.contains(.ignored(.busy(.picking, input: "tap on layout-3"))))
        driver.tap(.slot(2), at: 0.6)
        #expect(driver.state.picker == 1)
    }

    @Test("Answers with no modal presented are ignored, not applied")
    func answersWithoutModal() {
        var driver = makeDriver()
        driver.send(.pickerChose(photo: "x"), at: 0)
        #expect(driver.state.photos.isEmpty)
        #expect(driver.lastEvents == [.ignored(.notPresented("picker", phase: .idle))])
        driver.send(.shareSheetFinished(.completed), at: 0)
        #expect(driver.state.shares.isEmpty)
        driver.send(.alertDismissed, at: 0)
        #expect(driver.lastEvents == [.ignored(.notPresented("alert", phase: .idle))])
    }
}
